// The export jobs' texts (spec 02 §8 export errors, spec 02 §3 call log fields), in the four languages: the
// errors, and the files' own words (titles, column headers, filter names, page numbers), written in the language
// of the user who started the export. Flattened to `export.*` keys for t().
import type { Locale } from './locale.ts';

interface ExportTexts {
  errors: Record<'too_many_rows' | 'interrupted' | 'failed' | 'xlsx_failed' | 'not_found', string>;
  titles: Record<'Calls' | 'SystemTree', string>;
  page: string;
  created: string;
  rows: string;
  noFilter: string;
  filters: Record<
    'range' | 'sections' | 'call_types' | 'call_sources' | 'urgencies' | 'text' | 'view',
    string
  >;
  ranges: Record<string, string>;
  urgencies: Record<'NORMAL' | 'URGENT' | 'EMERGENCY', string>;
  calls: Record<string, string>;
  tree: Record<string, string>;
  kinds: Record<string, string>;
}

const de: ExportTexts = {
  errors: {
    too_many_rows: 'Der Export umfasst zu viele Zeilen: höchstens {max} sind möglich.',
    interrupted: 'Der Export wurde durch einen Neustart des Servers unterbrochen.',
    failed: 'Der Export ist fehlgeschlagen.',
    xlsx_failed: 'Der Excel-Export ist fehlgeschlagen.',
    not_found: 'Diesen Export gibt es nicht (mehr).',
  },
  titles: { Calls: 'Anrufprotokoll', SystemTree: 'Systembaum' },
  page: 'Seite {page} von {pages}',
  created: 'Erstellt am {time} von {user}',
  rows: '{count} Zeilen',
  noFilter: 'keine',
  filters: {
    range: 'Zeitraum',
    sections: 'Bereiche',
    call_types: 'Rufarten',
    call_sources: 'Rufquellen',
    urgencies: 'Dringlichkeit',
    text: 'Suche',
    view: 'Ansicht',
  },
  ranges: {
    LAST_HOUR: 'Letzte Stunde',
    LAST_12_HOURS: 'Letzte 12 Stunden',
    LAST_24_HOURS: 'Letzte 24 Stunden',
    YESTERDAY: 'Gestern',
    DAY_BEFORE_YESTERDAY: 'Vorgestern',
    LAST_7_DAYS: 'Letzte 7 Tage',
    LAST_14_DAYS: 'Letzte 14 Tage',
    LAST_30_DAYS: 'Letzte 30 Tage',
    THIS_YEAR: 'Dieses Jahr',
    LAST_YEAR: 'Letztes Jahr',
    SINCE_BEGINNING: 'Seit Beginn',
  },
  urgencies: { NORMAL: 'Normal', URGENT: 'Dringend', EMERGENCY: 'Notfall' },
  calls: {
    time_start: 'Beginn',
    time_end: 'Ende',
    duration: 'Dauer (s)',
    weekday: 'Wochentag',
    call_type: 'Rufart',
    call_source: 'Rufquelle',
    section: 'Bereich',
    device_short: 'Gerät (kurz)',
    device_long: 'Gerät',
    position: 'Position',
    handled_by: 'Bearbeitet von',
  },
  tree: {
    id: 'ID',
    parent: 'Übergeordnet',
    name: 'Name',
    kind: 'Art',
    number: 'Nummer',
    serial: 'Seriennummer',
    text_short: 'Kurztext',
    text_long: 'Langtext',
    section: 'Bereich',
  },
  kinds: {
    building: 'Gebäude',
    device: 'Gerät',
    floor: 'Stockwerk',
    group: 'Gruppe',
    person: 'Person',
    radio: 'Funkgerät',
    room: 'Zimmer',
    section: 'Bereich',
    tech: 'Technikgerät',
    unknown: 'Unbekannt',
    wired: 'Kabelgebundenes Gerät',
  },
};

const en: ExportTexts = {
  errors: {
    too_many_rows: 'The export has too many rows: at most {max} are possible.',
    interrupted: 'The export was interrupted by a server restart.',
    failed: 'The export failed.',
    xlsx_failed: 'The Excel export failed.',
    not_found: 'This export does not exist (any more).',
  },
  titles: { Calls: 'Call log', SystemTree: 'System tree' },
  page: 'Page {page} of {pages}',
  created: 'Created on {time} by {user}',
  rows: '{count} rows',
  noFilter: 'none',
  filters: {
    range: 'Period',
    sections: 'Sections',
    call_types: 'Call types',
    call_sources: 'Call sources',
    urgencies: 'Urgency',
    text: 'Search',
    view: 'View',
  },
  ranges: {
    LAST_HOUR: 'Last hour',
    LAST_12_HOURS: 'Last 12 hours',
    LAST_24_HOURS: 'Last 24 hours',
    YESTERDAY: 'Yesterday',
    DAY_BEFORE_YESTERDAY: 'Day before yesterday',
    LAST_7_DAYS: 'Last 7 days',
    LAST_14_DAYS: 'Last 14 days',
    LAST_30_DAYS: 'Last 30 days',
    THIS_YEAR: 'This year',
    LAST_YEAR: 'Last year',
    SINCE_BEGINNING: 'Since the beginning',
  },
  urgencies: { NORMAL: 'Normal', URGENT: 'Urgent', EMERGENCY: 'Emergency' },
  calls: {
    time_start: 'Start',
    time_end: 'End',
    duration: 'Duration (s)',
    weekday: 'Weekday',
    call_type: 'Call type',
    call_source: 'Call source',
    section: 'Section',
    device_short: 'Device (short)',
    device_long: 'Device',
    position: 'Position',
    handled_by: 'Handled by',
  },
  tree: {
    id: 'ID',
    parent: 'Parent',
    name: 'Name',
    kind: 'Kind',
    number: 'Number',
    serial: 'Serial number',
    text_short: 'Short text',
    text_long: 'Long text',
    section: 'Section',
  },
  kinds: {
    building: 'Building',
    device: 'Device',
    floor: 'Floor',
    group: 'Group',
    person: 'Person',
    radio: 'Radio device',
    room: 'Room',
    section: 'Section',
    tech: 'Technical device',
    unknown: 'Unknown',
    wired: 'Wired device',
  },
};

const fr: ExportTexts = {
  errors: {
    too_many_rows: "L'export comporte trop de lignes : {max} au maximum sont possibles.",
    interrupted: "L'export a été interrompu par un redémarrage du serveur.",
    failed: "L'export a échoué.",
    xlsx_failed: "L'export Excel a échoué.",
    not_found: "Cet export n'existe pas (ou plus).",
  },
  titles: { Calls: "Journal d'appels", SystemTree: 'Arborescence du système' },
  page: 'Page {page} sur {pages}',
  created: 'Créé le {time} par {user}',
  rows: '{count} lignes',
  noFilter: 'aucun',
  filters: {
    range: 'Période',
    sections: 'Secteurs',
    call_types: "Types d'appel",
    call_sources: "Sources d'appel",
    urgencies: 'Urgence',
    text: 'Recherche',
    view: 'Vue',
  },
  ranges: {
    LAST_HOUR: 'Dernière heure',
    LAST_12_HOURS: 'Dernières 12 heures',
    LAST_24_HOURS: 'Dernières 24 heures',
    YESTERDAY: 'Hier',
    DAY_BEFORE_YESTERDAY: 'Avant-hier',
    LAST_7_DAYS: '7 derniers jours',
    LAST_14_DAYS: '14 derniers jours',
    LAST_30_DAYS: '30 derniers jours',
    THIS_YEAR: 'Cette année',
    LAST_YEAR: "L'année dernière",
    SINCE_BEGINNING: 'Depuis le début',
  },
  urgencies: { NORMAL: 'Normal', URGENT: 'Urgent', EMERGENCY: 'Urgence vitale' },
  calls: {
    time_start: 'Début',
    time_end: 'Fin',
    duration: 'Durée (s)',
    weekday: 'Jour',
    call_type: "Type d'appel",
    call_source: "Source d'appel",
    section: 'Secteur',
    device_short: 'Appareil (court)',
    device_long: 'Appareil',
    position: 'Position',
    handled_by: 'Traité par',
  },
  tree: {
    id: 'ID',
    parent: 'Parent',
    name: 'Nom',
    kind: 'Type',
    number: 'Numéro',
    serial: 'Numéro de série',
    text_short: 'Texte court',
    text_long: 'Texte long',
    section: 'Secteur',
  },
  kinds: {
    building: 'Bâtiment',
    device: 'Appareil',
    floor: 'Étage',
    group: 'Groupe',
    person: 'Personne',
    radio: 'Appareil radio',
    room: 'Chambre',
    section: 'Secteur',
    tech: 'Appareil technique',
    unknown: 'Inconnu',
    wired: 'Appareil filaire',
  },
};

const it: ExportTexts = {
  errors: {
    too_many_rows: "L'esportazione ha troppe righe: al massimo {max} sono possibili.",
    interrupted: "L'esportazione è stata interrotta da un riavvio del server.",
    failed: "L'esportazione non è riuscita.",
    xlsx_failed: "L'esportazione Excel non è riuscita.",
    not_found: 'Questa esportazione non esiste (più).',
  },
  titles: { Calls: 'Registro chiamate', SystemTree: 'Albero del sistema' },
  page: 'Pagina {page} di {pages}',
  created: 'Creato il {time} da {user}',
  rows: '{count} righe',
  noFilter: 'nessuno',
  filters: {
    range: 'Periodo',
    sections: 'Reparti',
    call_types: 'Tipi di chiamata',
    call_sources: 'Sorgenti di chiamata',
    urgencies: 'Urgenza',
    text: 'Ricerca',
    view: 'Vista',
  },
  ranges: {
    LAST_HOUR: 'Ultima ora',
    LAST_12_HOURS: 'Ultime 12 ore',
    LAST_24_HOURS: 'Ultime 24 ore',
    YESTERDAY: 'Ieri',
    DAY_BEFORE_YESTERDAY: "L'altro ieri",
    LAST_7_DAYS: 'Ultimi 7 giorni',
    LAST_14_DAYS: 'Ultimi 14 giorni',
    LAST_30_DAYS: 'Ultimi 30 giorni',
    THIS_YEAR: "Quest'anno",
    LAST_YEAR: "L'anno scorso",
    SINCE_BEGINNING: "Dall'inizio",
  },
  urgencies: { NORMAL: 'Normale', URGENT: 'Urgente', EMERGENCY: 'Emergenza' },
  calls: {
    time_start: 'Inizio',
    time_end: 'Fine',
    duration: 'Durata (s)',
    weekday: 'Giorno',
    call_type: 'Tipo di chiamata',
    call_source: 'Sorgente di chiamata',
    section: 'Reparto',
    device_short: 'Dispositivo (breve)',
    device_long: 'Dispositivo',
    position: 'Posizione',
    handled_by: 'Gestito da',
  },
  tree: {
    id: 'ID',
    parent: 'Superiore',
    name: 'Nome',
    kind: 'Tipo',
    number: 'Numero',
    serial: 'Numero di serie',
    text_short: 'Testo breve',
    text_long: 'Testo lungo',
    section: 'Reparto',
  },
  kinds: {
    building: 'Edificio',
    device: 'Dispositivo',
    floor: 'Piano',
    group: 'Gruppo',
    person: 'Persona',
    radio: 'Dispositivo radio',
    room: 'Camera',
    section: 'Reparto',
    tech: 'Dispositivo tecnico',
    unknown: 'Sconosciuto',
    wired: 'Dispositivo cablato',
  },
};

function flatten(texts: ExportTexts): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out[prefix] = value;
    else for (const [k, v] of Object.entries(value as object)) walk(`${prefix}.${k}`, v);
  };
  walk('export', texts);
  return out;
}

export const exportMessages: Record<Locale, Record<string, string>> = {
  de: flatten(de),
  en: flatten(en),
  fr: flatten(fr),
  it: flatten(it),
};
