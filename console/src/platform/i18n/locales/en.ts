import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import display from './display/en.ts';

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
  login: {
    title: 'Log in',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    commonTitle: 'Login not possible',
    networkError: 'The server cannot be reached: {{error}}',
  },
  setPassword: {
    title: 'Change password',
    temporaryTitle: 'Temporary password',
    temporaryText: 'Your password is temporary. Please set a new password now.',
    password: 'New password',
    passwordRepeat: 'Repeat new password',
    submit: 'Save password',
    successTitle: 'Password changed',
    successText: 'Your new password has been saved.',
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
  home: {
    title: 'Start page',
    welcome: 'Welcome, {{name}}',
    intro: 'With your permissions these modules are available to you:',
    none: 'No module is available to you at the moment.',
    open: 'Open',
  },
  update: {
    title: 'New version available',
    text: 'The page will reload in {{seconds}} seconds.',
    reload: 'Reload now',
    cancel: 'Cancel',
  },
  notifications: {
    close: 'Close',
  },
  errors: {
    updateTitle: 'Error while saving',
    updateText: 'An error occurred while saving the data.',
    appDataTitle: 'Data could not be loaded',
    appDataText: 'A network error occurred while loading the application data.',
  },
  validation: {
    required: 'This field is required.',
    min_length: 'At least {{min}} characters are required.',
    max_length: 'At most {{max}} characters are allowed.',
    cannot_be_same: 'The two values must differ.',
    no_match: 'The entries do not match.',
    invalid: 'The value is invalid.',
    format: 'The value must match the format {{format}}.',
  },
  display,
};
export default en;
