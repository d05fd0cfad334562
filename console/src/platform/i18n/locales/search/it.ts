// The global search popup's texts, Italian.
import type de from './de.ts';

const search: typeof de = {
  label: 'Ricerca globale',
  placeholder: 'Cerca elementi, settori, sorgenti di chiamata, profili di fuga …',
  minChars: 'Digitare almeno 2 caratteri.',
  loading: 'Ricerca in corso …',
  noHitsTitle: 'Nessun risultato',
  noHitsText: 'Nessun risultato per «{{query}}». Verificare l’ortografia o cercare una parte del nome.',
  failedTitle: 'La ricerca non è riuscita',
  failedText: 'Riprovare.',
  more: '{{shown}} di {{total}} risultati',
  categories: {
    nodes: 'Elementi',
    sections: 'Settori',
    call_sources: 'Sorgenti di chiamata',
    flight_profiles: 'Profili di fuga',
  },
  devices: {
    toggle: 'Ricerca dispositivi',
    toggleHint: 'Elenca i dispositivi a cui viene avvicinato un magnete o che un hub rileva',
    title: 'Dispositivi rilevati',
    waiting: 'Avvicinate un magnete a un dispositivo. I dispositivi rilevati compaiono qui.',
    entry: 'Indirizzo {{address}} · {{parent}} · {{time}}',
    noHubsTitle: 'Nessun hub registrato',
    noHubsText:
      'Per questo sistema non è registrato alcun hub radio: la ricerca dispositivi non può rilevare nulla.',
    failedTitle: 'Nessuna connessione all’hub radio',
  },
  keys: 'Frecce per scegliere, Invio per aprire, Esc per chiudere',
};

export default search;
