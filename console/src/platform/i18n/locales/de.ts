// German is the default and fallback (spec 01 §9). Texts quoted by the spec are kept exactly.
// The admin texts (./admin/) are added when the admin area loads (i18n.ts loadAdminTexts).
import callLog from './call-log/de.ts';
import display from './display/de.ts';
import security from './security/de.ts';
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
    pageText:
      'Sie haben keine Berechtigung, diese Seite zu öffnen. Bitte wenden Sie sich an Ihre Administration.',
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
  dialog: {
    close: 'Schliessen',
    eyeDropper: 'Farbe vom Bildschirm aufnehmen',
  },
  loading: 'Wird geladen …',
  skipLink: 'Zum Inhalt springen',
  notifications: {
    close: 'Schliessen',
  },
  // The app-wide error boundary's fallback (app/error-boundary.tsx).
  crash: {
    title: 'Es ist ein Fehler aufgetreten',
    text: 'Diese Seite konnte wegen eines unerwarteten Fehlers nicht angezeigt werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
    reload: 'Seite neu laden',
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
    between: 'Der Wert muss zwischen {{min}} und {{max}} liegen.',
    contains: 'Das Feld muss einen Wert enthalten.',
    criterion_prefix: 'Der Wert muss mit 0x beginnen, z. B. 0x6A.',
    date_after: 'Das Startdatum muss vor dem Enddatum liegen.',
    duplicate: 'Ein Eintrag mit denselben Werten existiert bereits.',
    email: 'Keine gültige E-Mail-Adresse.',
    ip: 'Keine gültige IPv4-Adresse.',
    license_limit_reached: 'Das Lizenzlimit ist erreicht.',
    linked_system_tree_node_chain:
      'Mit diesem Element sind Geräte verknüpft, daher kann es selbst nicht verknüpft werden.',
    max_length_inherited: 'Höchstens {{max}} Zeichen erlaubt (ein untergeordnetes Element erbt diesen Wert).',
    min: 'Der Wert darf nicht kleiner als {{min}} sein.',
    numeric: 'Der Wert muss eine Zahl sein.',
    one_option_required: 'Mindestens eine Option muss aktiv sein.',
    required_inherited_child:
      'Dieses Feld ist erforderlich, weil ein untergeordnetes Element diese Daten erbt.',
    required_inherited_parent: 'Das übergeordnete Element stellt keine Daten zum Erben bereit.',
    section_full: 'Der Bereich ist voll (maximal {{max}} Geräte).',
    time_overlap: 'Die Zeit muss später als die vorherige sein.',
    unique: 'Dieser Wert wird bereits verwendet.',
    url: 'Die Adresse muss mit http:// oder {{host}} beginnen.',
    schedule_limit_reached: 'Die maximale Anzahl an Zeitplänen wurde erreicht.',
    call_type_limit_reached: 'Die maximale Anzahl an Rufarten wurde erreicht.',
    configurator_limit_reached: 'Die lizenzierte Anzahl an Konfiguratoren wurde erreicht',
    file_too_large: 'Die Datei ist zu gross (maximal {{max}}).',
    file_unreadable: 'Die Datei konnte nicht verarbeitet werden.',
  },
  outdatedHubs: {
    title: 'Veraltete Hub-Daten',
    text: 'Diese Hubs haben die letzte Konfiguration nicht übernommen: {{hubs}}. Berichte pausieren, bis die Hub-Daten aktuell sind.',
    link: 'Zur Hub-Liste',
    dismiss: 'Hinweis ausblenden',
  },
  callLog,
  display,
  security,
};
export default de;
export type LocaleResource = typeof de;
