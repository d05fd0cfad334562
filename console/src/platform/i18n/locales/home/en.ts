// The home page's texts (spec 01 §2 home: the systems overview), English.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const home: DeepStrings<typeof de> = {
  systems: 'Systems',
  overviewFailed: 'The overview of the systems could not be loaded. It will be tried again.',
  openCalls_one: '{{count}} open call',
  openCalls_other: '{{count}} open calls',
  emergencies_one: 'of which {{count}} emergency',
  emergencies_other: 'of which {{count}} emergencies',
  presences_one: '{{count}} presence',
  presences_other: '{{count}} presences',
  openDisplay: 'Open display',
  link: {
    online: 'Connected',
    offline: 'No connection',
    unauthorized: 'Access refused',
    unknown: 'Unknown',
  },
  title: 'Start page',
  welcome: 'Welcome, {{name}}',
  intro: 'With your permissions these modules are available to you:',
  none: 'No module is available to you at the moment.',
  open: 'Open',
};
export default home;
