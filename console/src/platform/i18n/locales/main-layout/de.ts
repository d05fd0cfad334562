// The main layout's lazy parts' texts (the header: navigation, system and language pickers, search box, sync
// indicator, logout; the outdated-hubs callout), German: default and fallback: loaded with their chunks (main-layout.tsx), not in the
// shell the display loads (ARCHITECTURE §11).
const mainLayout = {
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
    menu: 'Menü',
    closeMenu: 'Menü schliessen',
    mobileLayout: 'Mobile Ansicht',
    sync: 'Synchronisation mit dem Konfigurator',
    syncPending: 'Synchronisation: Änderungen warten auf die Veröffentlichung',
    syncBusy: 'Synchronisation läuft …',
    syncNoSystem: 'Keine Systemparameter vorhanden: zuerst ein System anlegen',
    search: 'Suchen',
    searchShortcut: 'Strg+K',
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
  outdatedHubs: {
    title: 'Veraltete Hub-Daten',
    text: 'Diese Hubs haben die letzte Konfiguration nicht übernommen: {{hubs}}. Berichte pausieren, bis die Hub-Daten aktuell sind.',
    link: 'Zur Hub-Liste',
    dismiss: 'Hinweis ausblenden',
  },
};
export default mainLayout;
