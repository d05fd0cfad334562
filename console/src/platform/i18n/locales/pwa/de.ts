// The mobile-style layout's texts (spec 01 §2 mobile-style layout), German.
import type { Urgency } from '@cs/contracts/vocabulary';
const pwa = {
  titles: {
    pwaOverview: 'Übersicht',
    pwaCalls: 'Rufe',
    pwaIncidents: 'Vorfälle',
    pwaSystem: 'System',
    pwaSystemNodeForm: 'Element bearbeiten',
    pwaSync: 'Synchronisation',
  },
  nav: 'Hauptnavigation',
  tabs: 'Übersicht',
  back: 'Zurück',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  calls: {
    open: 'Offene Rufe',
    noOpen: 'Keine offenen Rufe.',
    openError: 'Die offenen Rufe konnten nicht geladen werden.',
    recent: 'Letzte 24 Stunden',
    noRecent: 'Keine abgeschlossenen Rufe in den letzten 24 Stunden.',
    recentError: 'Die letzten Rufe konnten nicht geladen werden.',
    since: 'seit {{time}}',
    closed: '{{from}} – {{to}}',
    handledBy: 'übernommen von {{name}}',
    urgency: { EMERGENCY: 'Notruf', URGENT: 'Dringend', NORMAL: 'Normal' } satisfies Record<Urgency, string>,
  },
  incidents: {
    empty: 'Keine offenen Vorfälle.',
    assignToMe: 'Mir zuweisen',
    assignToMeLabel: 'Vorfall {{id}} mir zuweisen',
    mine: 'Mir zugewiesen',
    confirmCloseTitle: 'Vorfall schliessen?',
    confirmCloseText: 'Der Vorfall {{id}} ({{device}}) wird geschlossen.',
    cancel: 'Abbrechen',
  },
  system: {
    search: 'Suchen',
    searchPlaceholder: 'Name, Text, Seriennummer, Nummer',
    top: 'Alle Gebäude',
    up: 'Eine Ebene höher: {{name}}',
    empty: 'Hier gibt es keine Elemente.',
    noMatch: 'Keine Treffer.',
    matches_one: '{{count}} Treffer',
    matches_other: '{{count}} Treffer',
    children_one: '{{count}} Element',
    children_other: '{{count}} Elemente',
    openCalls_one: '{{count}} offener Ruf',
    openCalls_other: '{{count}} offene Rufe',
    edit: '{{name}} bearbeiten',
  },
  sync: {
    changes_one: '{{count}} Änderung',
    changes_other: '{{count}} Änderungen',
  },
};

export default pwa;
