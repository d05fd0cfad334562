// German is the default and fallback (spec 01 §9). Texts quoted by the spec are kept exactly.
import display from './display/de.ts';
const de = {
  app: {
    product: 'Care Call Console',
    version: 'Version {{version}}',
    footer: '{{product}} · Version {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Module',
    overview: 'Übersicht',
    analytics: 'Auswertung',
    log: 'Protokoll',
    display: 'Visual',
    app: 'App',
    admin: 'Verwaltung',
  },
  header: {
    system: 'System',
    language: 'Sprache',
    logout: 'Abmelden',
    loginTooltip: 'Anmelden',
    loggedInAs: 'Angemeldet als {{name}}',
  },
  logout: {
    errorTitle: 'Abmelden fehlgeschlagen',
    errorText: 'Sie sind weiterhin angemeldet. Bitte versuchen Sie es erneut.',
  },
  login: {
    title: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    commonTitle: 'Anmeldung nicht möglich',
    networkError: 'Der Server ist nicht erreichbar: {{error}}',
  },
  setPassword: {
    title: 'Passwort ändern',
    temporaryTitle: 'Temporäres Passwort',
    temporaryText: 'Ihr Passwort ist temporär. Bitte legen Sie jetzt ein neues Passwort fest.',
    password: 'Neues Passwort',
    passwordRepeat: 'Neues Passwort wiederholen',
    submit: 'Passwort speichern',
    successTitle: 'Passwort geändert',
    successText: 'Ihr neues Passwort wurde gespeichert.',
  },
  accessDenied: {
    title: 'Zugriff verweigert',
    text: 'Ihnen fehlen die benötigten Berechtigungen für diese Aktion.',
    pageText: 'Sie haben keine Berechtigung, diese Seite zu öffnen. Bitte wenden Sie sich an Ihre Administration.',
    home: 'Zur Startseite',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die aufgerufene Seite existiert nicht oder wurde verschoben.',
    back: 'Zurück',
  },
  home: {
    title: 'Startseite',
    welcome: 'Willkommen, {{name}}',
    intro: 'Mit Ihren Berechtigungen stehen Ihnen diese Module zur Verfügung:',
    none: 'Derzeit steht Ihnen kein Modul zur Verfügung.',
    open: 'Öffnen',
  },
  update: {
    title: 'Neue Version verfügbar',
    text: 'Die Seite wird in {{seconds}} Sekunden neu geladen.',
    reload: 'Jetzt neu laden',
    cancel: 'Abbrechen',
  },
  notifications: {
    close: 'Schliessen',
  },
  errors: {
    updateTitle: 'Fehler beim Speichern',
    updateText: 'Beim Speichern der Daten ist ein Fehler aufgetreten.',
    appDataTitle: 'Daten konnten nicht geladen werden',
    appDataText: 'Beim Laden der Anwendungsdaten ist ein Netzwerkfehler aufgetreten.',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    min_length: 'Mindestens {{min}} Zeichen erforderlich.',
    max_length: 'Höchstens {{max}} Zeichen erlaubt.',
    cannot_be_same: 'Die beiden Werte müssen sich unterscheiden.',
    no_match: 'Die Eingaben stimmen nicht überein.',
    invalid: 'Der Wert ist ungültig.',
    format: 'Der Wert muss dem Format {{format}} entsprechen.',
  },
  display,
};
export default de;
export type LocaleResource = typeof de;
