// The global search popup's texts (spec 01 §2 global search, §4 popup), German: default and fallback (spec 01 §9).
// Loaded with the popup's chunk (i18n.ts loadAreaTexts).
const search = {
  label: 'Globale Suche',
  placeholder: 'Elemente, Bereiche, Rufquellen, Weglaufprofile suchen …',
  minChars: 'Geben Sie mindestens 2 Zeichen ein.',
  loading: 'Suche läuft …',
  noHitsTitle: 'Keine Treffer',
  noHitsText:
    'Zu «{{query}}» wurde nichts gefunden. Prüfen Sie die Schreibweise oder suchen Sie nach einem Teil des Namens.',
  failedTitle: 'Die Suche ist fehlgeschlagen',
  failedText: 'Bitte versuchen Sie es erneut.',
  more: '{{shown}} von {{total}} Treffern',
  categories: {
    nodes: 'Elemente',
    sections: 'Bereiche',
    call_sources: 'Rufquellen',
    flight_profiles: 'Weglaufprofile',
  },
  keys: 'Pfeiltasten wählen, Eingabe öffnet, Esc schliesst',
};

export default search;
