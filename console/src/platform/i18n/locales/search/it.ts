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
  keys: 'Frecce per scegliere, Invio per aprire, Esc per chiudere',
};

export default search;
