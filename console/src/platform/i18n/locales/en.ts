import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import display from './display/en.ts';
import security from './security/en.ts';

const en: DeepStrings<LocaleResource> = {
  app: {
    product: 'Care Call Console',
    version: 'Version {{version}}',
    footer: '{{product}} · Version {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },
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
  accessDenied: {
    title: 'Access denied',
    text: 'You lack the permissions required for this action.',
    pageText: 'You are not allowed to open this page. Please contact your administrator.',
    home: 'Go to the start page',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you requested does not exist or has been moved.',
    back: 'Go back',
  },
  update: {
    title: 'New version available',
    text: 'The page will reload in {{seconds}} seconds.',
    reload: 'Reload now',
    cancel: 'Cancel',
  },
  dialog: {
    close: 'Close',
    eyeDropper: 'Pick a colour from the screen',
  },
  loading: 'Loading …',
  skipLink: 'Skip to content',
  notifications: {
    close: 'Close',
  },
  // The app-wide error boundary's fallback (app/error-boundary.tsx).
  crash: {
    title: 'Something went wrong',
    text: 'This page could not be shown because of an unexpected error. Reload the page to try again.',
    reload: 'Reload page',
  },
  errors: {
    updateTitle: 'Error while saving',
    updateText: 'An error occurred while saving the data.',
    appDataTitle: 'Data could not be loaded',
    appDataText: 'A network error occurred while loading the application data.',
  },
  outdatedHubs: {
    title: 'Outdated hub data',
    text: 'These hubs have not taken the latest configuration: {{hubs}}. Reports are paused until the hub data is up to date.',
    link: 'Go to the hub list',
    dismiss: 'Dismiss',
  },
  display,
  security,
};
export default en;
