// The home page's texts (spec 01 §2 home: the systems overview), German: they arrive with the code that shows them (i18n.ts loadAreaTexts).
const home = {
  systems: 'Systeme',
  overviewFailed: 'Die Übersicht der Systeme konnte nicht geladen werden. Sie wird erneut versucht.',
  openCalls_one: '{{count}} offener Ruf',
  openCalls_other: '{{count}} offene Rufe',
  emergencies_one: 'davon {{count}} Notruf',
  emergencies_other: 'davon {{count}} Notrufe',
  presences_one: '{{count}} Anwesenheit',
  presences_other: '{{count}} Anwesenheiten',
  openDisplay: 'Anzeige öffnen',
  link: {
    online: 'Verbunden',
    offline: 'Keine Verbindung',
    unauthorized: 'Zugang verweigert',
    unknown: 'Unbekannt',
  },
  title: 'Startseite',
  welcome: 'Willkommen, {{name}}',
  intro: 'Mit Ihren Berechtigungen stehen Ihnen diese Module zur Verfügung:',
  none: 'Derzeit steht Ihnen kein Modul zur Verfügung.',
  open: 'Öffnen',
};
export default home;
