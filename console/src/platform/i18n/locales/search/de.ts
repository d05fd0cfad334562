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
  devices: {
    toggle: 'Gerätesuche',
    toggleHint: 'Listet Geräte, an die ein Magnet gehalten wird oder die ein Hub erkennt',
    title: 'Erkannte Geräte',
    waiting: 'Halten Sie einen Magneten an ein Gerät. Erkannte Geräte erscheinen hier.',
    entry: 'Adresse {{address}} · {{parent}} · {{time}}',
    noHubsTitle: 'Keine Hubs registriert',
    noHubsText: 'Für dieses System sind keine Funk-Hubs registriert: Die Gerätesuche kann nichts erkennen.',
    failedTitle: 'Keine Verbindung zum Funk-Hub',
  },
  keys: 'Pfeiltasten wählen, Eingabe öffnet, Esc schliesst',
};

export default search;
