// German is the default and fallback (spec 01 §9). Texts quoted by the spec are kept exactly.
// The admin and call-log texts (./admin/, ./call-log/) are added when their area loads (i18n.ts loadAreaTexts).
import display from './display/de.ts';
import security from './security/de.ts';
const de = {
  app: {
    product: 'Care Call Console',
    version: 'Version {{version}}',
    footer: '{{product}} · Version {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },

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
  update: {
    title: 'Neue Version verfügbar',
    text: 'Die Seite wird in {{seconds}} Sekunden neu geladen.',
    reload: 'Jetzt neu laden',
    cancel: 'Abbrechen',
  },
  /** a label and its colon, as the language writes it (French: a narrow no-break space before ':') */
  labelled: { colon: '{{label}}:', text: '{{label}}: {{text}}' },
  /** an on/off value in a table (ui/on-off.tsx) */
  onOff: { on: 'Ein', off: 'Aus' },
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

  display,
  security,
};
export default de;
export type LocaleResource = typeof de;
