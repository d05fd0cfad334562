// Texts of the report mails and instant notifications (spec 02 §3 reports, send log, incident kinds, states,
// severity) and of the send log's errors (spec 02 §8 'Report send failed'), in the four languages. A mail is
// written in its recipient's language. Flattened to `mail.*` keys for t().
import type { Locale } from './locale.ts';

interface MailTexts {
  errors: Record<'not_configured' | 'send_failed', string>;
  subjects: Record<'daily' | 'weekly' | 'monthly', string>;
  notify: Record<'battery' | 'defects' | 'probable_defects' | 'reachability', string>;
  heading: Record<'report' | 'notification', string>;
  period: string;
  system: string;
  none: string;
  paused: string;
  footer: string;
  columns: Record<
    'kind' | 'severity' | 'state' | 'device' | 'number' | 'battery' | 'opened' | 'closed',
    string
  >;
  kinds: Record<'battery' | 'defects' | 'probable_defects' | 'reachability', string>;
  severities: Record<'Critical' | 'Warning' | 'Info', string>;
  states: Record<'New' | 'Assigned' | 'Closed', string>;
  longCalls: {
    title: string;
    none: string;
    columns: Record<'opened' | 'closed' | 'duration' | 'callType' | 'device' | 'section', string>;
  };
}

const de: MailTexts = {
  errors: {
    not_configured: 'Es ist kein Mailserver eingerichtet.',
    send_failed: 'Senden fehlgeschlagen: {reason}',
  },
  subjects: {
    daily: 'Täglicher Bericht {range}',
    weekly: 'Wöchentlicher Bericht {range}',
    monthly: 'Monatlicher Bericht {range}',
  },
  notify: {
    battery: 'Batterie schwach: {device} ({system})',
    defects: 'Gerät defekt: {device} ({system})',
    probable_defects: 'Wahrscheinlicher Defekt: {device} ({system})',
    reachability: 'Gerät nicht erreichbar: {device} ({system})',
  },
  heading: { report: 'Bericht der Rufanlage', notification: 'Meldung der Rufanlage' },
  period: 'Zeitraum: {from} bis {to}',
  system: 'System: {system}',
  none: 'Keine Vorfälle in diesem Zeitraum.',
  paused:
    'Die Daten dieser Funk-Hubs sind veraltet; ihre Geräte fehlen in diesem Bericht, bis die Hubs wieder synchronisiert sind: {hubs}',
  footer: 'Diese Nachricht wurde automatisch gesendet.',
  columns: {
    kind: 'Art',
    severity: 'Schweregrad',
    state: 'Status',
    device: 'Gerät',
    number: 'Nr.',
    battery: 'Batterie',
    opened: 'Geöffnet',
    closed: 'Geschlossen',
  },
  kinds: {
    battery: 'Batterie',
    defects: 'Defekt',
    probable_defects: 'Wahrscheinlicher Defekt',
    reachability: 'Nicht erreichbar',
  },
  severities: { Critical: 'Kritisch', Warning: 'Warnung', Info: 'Info' },
  states: { New: 'Neu', Assigned: 'Zugewiesen', Closed: 'Geschlossen' },
  longCalls: {
    title: 'Lange Rufe (ab {minutes} Minuten)',
    none: 'Keine langen Rufe in diesem Zeitraum.',
    columns: {
      opened: 'Beginn',
      closed: 'Ende',
      duration: 'Dauer (min)',
      callType: 'Rufart',
      device: 'Gerät',
      section: 'Bereich',
    },
  },
};

const en: MailTexts = {
  errors: { not_configured: 'No mail server is set up.', send_failed: 'Sending failed: {reason}' },
  subjects: {
    daily: 'Daily report {range}',
    weekly: 'Weekly report {range}',
    monthly: 'Monthly report {range}',
  },
  notify: {
    battery: 'Low battery: {device} ({system})',
    defects: 'Device defect: {device} ({system})',
    probable_defects: 'Probable defect: {device} ({system})',
    reachability: 'Device not reachable: {device} ({system})',
  },
  heading: { report: 'Report of the call system', notification: 'Notice from the call system' },
  period: 'Period: {from} to {to}',
  system: 'System: {system}',
  none: 'No incidents in this period.',
  paused:
    'The data of these radio hubs is out of date; their devices are missing from this report until the hubs are synchronised again: {hubs}',
  footer: 'This message was sent automatically.',
  columns: {
    kind: 'Kind',
    severity: 'Severity',
    state: 'State',
    device: 'Device',
    number: 'No.',
    battery: 'Battery',
    opened: 'Opened',
    closed: 'Closed',
  },
  kinds: {
    battery: 'Battery',
    defects: 'Defect',
    probable_defects: 'Probable defect',
    reachability: 'Not reachable',
  },
  severities: { Critical: 'Critical', Warning: 'Warning', Info: 'Info' },
  states: { New: 'New', Assigned: 'Assigned', Closed: 'Closed' },
  longCalls: {
    title: 'Long calls ({minutes} minutes or more)',
    none: 'No long calls in this period.',
    columns: {
      opened: 'Start',
      closed: 'End',
      duration: 'Duration (min)',
      callType: 'Call type',
      device: 'Device',
      section: 'Section',
    },
  },
};

const fr: MailTexts = {
  errors: {
    not_configured: "Aucun serveur de messagerie n'est configuré.",
    send_failed: "Échec de l'envoi : {reason}",
  },
  subjects: {
    daily: 'Rapport quotidien {range}',
    weekly: 'Rapport hebdomadaire {range}',
    monthly: 'Rapport mensuel {range}',
  },
  notify: {
    battery: 'Batterie faible : {device} ({system})',
    defects: 'Appareil défectueux : {device} ({system})',
    probable_defects: 'Défaut probable : {device} ({system})',
    reachability: 'Appareil injoignable : {device} ({system})',
  },
  heading: { report: "Rapport de l'installation d'appel", notification: "Avis de l'installation d'appel" },
  period: 'Période : du {from} au {to}',
  system: 'Système : {system}',
  none: 'Aucun incident pendant cette période.',
  paused:
    "Les données de ces hubs radio sont obsolètes ; leurs appareils manquent dans ce rapport jusqu'à la prochaine synchronisation des hubs : {hubs}",
  footer: 'Ce message a été envoyé automatiquement.',
  columns: {
    kind: 'Type',
    severity: 'Gravité',
    state: 'État',
    device: 'Appareil',
    number: 'N°',
    battery: 'Batterie',
    opened: 'Ouvert',
    closed: 'Fermé',
  },
  kinds: {
    battery: 'Batterie',
    defects: 'Défaut',
    probable_defects: 'Défaut probable',
    reachability: 'Injoignable',
  },
  severities: { Critical: 'Critique', Warning: 'Avertissement', Info: 'Info' },
  states: { New: 'Nouveau', Assigned: 'Attribué', Closed: 'Fermé' },
  longCalls: {
    title: 'Appels longs ({minutes} minutes ou plus)',
    none: 'Aucun appel long pendant cette période.',
    columns: {
      opened: 'Début',
      closed: 'Fin',
      duration: 'Durée (min)',
      callType: "Type d'appel",
      device: 'Appareil',
      section: 'Secteur',
    },
  },
};

const it: MailTexts = {
  errors: {
    not_configured: 'Nessun server di posta è configurato.',
    send_failed: 'Invio non riuscito: {reason}',
  },
  subjects: {
    daily: 'Rapporto giornaliero {range}',
    weekly: 'Rapporto settimanale {range}',
    monthly: 'Rapporto mensile {range}',
  },
  notify: {
    battery: 'Batteria scarica: {device} ({system})',
    defects: 'Dispositivo difettoso: {device} ({system})',
    probable_defects: 'Difetto probabile: {device} ({system})',
    reachability: 'Dispositivo non raggiungibile: {device} ({system})',
  },
  heading: { report: "Rapporto dell'impianto di chiamata", notification: "Avviso dell'impianto di chiamata" },
  period: 'Periodo: dal {from} al {to}',
  system: 'Sistema: {system}',
  none: 'Nessun incidente in questo periodo.',
  paused:
    'I dati di questi hub radio non sono aggiornati; i loro dispositivi mancano in questo rapporto finché gli hub non saranno di nuovo sincronizzati: {hubs}',
  footer: 'Questo messaggio è stato inviato automaticamente.',
  columns: {
    kind: 'Tipo',
    severity: 'Gravità',
    state: 'Stato',
    device: 'Dispositivo',
    number: 'N.',
    battery: 'Batteria',
    opened: 'Aperto',
    closed: 'Chiuso',
  },
  kinds: {
    battery: 'Batteria',
    defects: 'Difetto',
    probable_defects: 'Difetto probabile',
    reachability: 'Non raggiungibile',
  },
  severities: { Critical: 'Critico', Warning: 'Avviso', Info: 'Info' },
  states: { New: 'Nuovo', Assigned: 'Assegnato', Closed: 'Chiuso' },
  longCalls: {
    title: 'Chiamate lunghe ({minutes} minuti o più)',
    none: 'Nessuna chiamata lunga in questo periodo.',
    columns: {
      opened: 'Inizio',
      closed: 'Fine',
      duration: 'Durata (min)',
      callType: 'Tipo di chiamata',
      device: 'Dispositivo',
      section: 'Reparto',
    },
  },
};

function flatten(value: unknown, prefix: string, into: Record<string, string>): Record<string, string> {
  if (typeof value === 'string') into[prefix] = value;
  else for (const [k, v] of Object.entries(value as object)) flatten(v, `${prefix}.${k}`, into);
  return into;
}

export const mailMessages: Record<Locale, Record<string, string>> = {
  de: flatten(de, 'mail', {}),
  en: flatten(en, 'mail', {}),
  fr: flatten(fr, 'mail', {}),
  it: flatten(it, 'mail', {}),
};
