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
  /** a label and its colon, as the language writes it (French: a narrow no-break space before ':') */
  labelled: { colon: '{{label}}:', text: '{{label}}: {{text}}' },
  /** an on/off value in a table (ui/on-off.tsx) */
  onOff: { on: 'On', off: 'Off' },
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

  display,
  security,
};
export default en;
