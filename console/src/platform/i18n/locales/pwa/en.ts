// The mobile-style layout's texts, English.
import type de from './de.ts';

const pwa: typeof de = {
  titles: {
    pwaOverview: 'Overview',
    pwaCalls: 'Calls',
    pwaIncidents: 'Incidents',
    pwaSystem: 'System',
    pwaSystemNodeForm: 'Edit element',
    pwaSync: 'Synchronisation',
  },
  nav: 'Main navigation',
  tabs: 'Overview',
  back: 'Back',
  loading: 'Loading …',
  retry: 'Try again',
  calls: {
    open: 'Open calls',
    noOpen: 'No open calls.',
    openError: 'The open calls could not be loaded.',
    recent: 'Last 24 hours',
    noRecent: 'No closed calls in the last 24 hours.',
    recentError: 'The recent calls could not be loaded.',
    since: 'since {{time}}',
    closed: '{{from}} – {{to}}',
    handledBy: 'taken by {{name}}',
    urgency: { EMERGENCY: 'Emergency', URGENT: 'Urgent', NORMAL: 'Normal' },
  },
  incidents: {
    empty: 'No open incidents.',
    assignToMe: 'Assign to me',
    assignToMeLabel: 'Assign incident {{id}} to me',
    mine: 'Assigned to me',
    confirmCloseTitle: 'Close incident?',
    confirmCloseText: 'Incident {{id}} ({{device}}) will be closed.',
    cancel: 'Cancel',
  },
  system: {
    search: 'Search',
    searchPlaceholder: 'Name, text, serial number, number',
    top: 'All buildings',
    up: 'One level up: {{name}}',
    empty: 'There are no elements here.',
    noMatch: 'No matches.',
    matches_one: '{{count}} match',
    matches_other: '{{count}} matches',
    children_one: '{{count}} element',
    children_other: '{{count}} elements',
    openCalls_one: '{{count}} open call',
    openCalls_other: '{{count}} open calls',
    edit: 'Edit {{name}}',
  },
  sync: {
    changes_one: '{{count}} change',
    changes_other: '{{count}} changes',
  },
};

export default pwa;
