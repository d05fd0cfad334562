// The main layout's lazy parts' texts (the header: navigation, system and language pickers, search box, sync
// indicator, logout; the outdated-hubs callout), English: loaded with their chunks (main-layout.tsx), not in the
// shell the display loads (ARCHITECTURE §11).
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const mainLayout: DeepStrings<typeof de> = {
  nav: {
    label: 'Modules',
    overview: 'Overview',
    analytics: 'Analytics',
    log: 'Log',
    display: 'Visual',
    app: 'App',
    admin: 'Administration',
  },
  header: {
    menu: 'Menu',
    closeMenu: 'Close menu',
    mobileLayout: 'Mobile view',
    sync: 'Synchronisation with the configurator',
    syncPending: 'Synchronisation: changes wait to be published',
    syncBusy: 'Synchronisation running …',
    syncNoSystem: 'No system parameters: create a system first',
    search: 'Search',
    searchShortcut: 'Ctrl+K',
    system: 'System',
    language: 'Language',
    logout: 'Log out',
    loginTooltip: 'Log in',
    loggedInAs: 'Logged in as {{name}}',
  },
  logout: {
    errorTitle: 'Logout failed',
    errorText: 'You are still logged in. Please try again.',
  },
  outdatedHubs: {
    title: 'Outdated hub data',
    text: 'These hubs have not taken the latest configuration: {{hubs}}. Reports are paused until the hub data is up to date.',
    link: 'Go to the hub list',
    dismiss: 'Dismiss',
  },
};
export default mainLayout;
