// The main layout's lazy parts' texts (the header: navigation, system and language pickers, search box, sync
// indicator, logout; the outdated-hubs callout), Italian: loaded with their chunks (main-layout.tsx), not in the
// shell the display loads (ARCHITECTURE §11).
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const mainLayout: DeepStrings<typeof de> = {
  nav: {
    label: 'Moduli',
    overview: 'Panoramica',
    analytics: 'Analisi',
    log: 'Registro',
    display: 'Visual',
    app: 'App',
    admin: 'Amministrazione',
  },
  header: {
    menu: 'Menu',
    closeMenu: 'Chiudi il menu',
    mobileLayout: 'Vista mobile',
    sync: 'Sincronizzazione con il configuratore',
    syncPending: 'Sincronizzazione: modifiche in attesa di pubblicazione',
    syncBusy: 'Sincronizzazione in corso …',
    syncNoSystem: 'Nessun parametro di sistema: creare prima un sistema',
    search: 'Cerca',
    searchShortcut: 'Ctrl+K',
    system: 'Sistema',
    language: 'Lingua',
    logout: 'Disconnetti',
    loginTooltip: 'Accedi',
    loggedInAs: 'Connesso come {{name}}',
  },
  logout: {
    errorTitle: 'Disconnessione non riuscita',
    errorText: 'Sei ancora connesso. Riprova.',
  },
  outdatedHubs: {
    title: 'Dati hub non aggiornati',
    text: 'Questi hub non hanno ricevuto l’ultima configurazione: {{hubs}}. I rapporti sono sospesi finché i dati degli hub non sono aggiornati.',
    link: 'Vai all’elenco degli hub',
    dismiss: 'Nascondi avviso',
  },
};
export default mainLayout;
