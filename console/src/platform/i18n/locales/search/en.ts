// The global search popup's texts, English.
import type de from './de.ts';

const search: typeof de = {
  label: 'Global search',
  placeholder: 'Search elements, sections, call sources, flight profiles …',
  minChars: 'Type at least 2 characters.',
  loading: 'Searching …',
  noHitsTitle: 'No results',
  noHitsText: 'Nothing was found for “{{query}}”. Check the spelling or search for part of the name.',
  failedTitle: 'The search failed',
  failedText: 'Please try again.',
  more: '{{shown}} of {{total}} results',
  categories: {
    nodes: 'Elements',
    sections: 'Sections',
    call_sources: 'Call sources',
    flight_profiles: 'Flight profiles',
  },
  devices: {
    toggle: 'Device search',
    toggleHint: 'Lists devices a magnet is held to or a hub detects',
    title: 'Detected devices',
    waiting: 'Hold a magnet to a device. Detected devices appear here.',
    entry: 'Address {{address}} · {{parent}} · {{time}}',
    noHubsTitle: 'No hubs registered',
    noHubsText: 'No radio hubs are registered for this system: device search cannot detect anything.',
    failedTitle: 'No connection to the radio hub',
  },
  keys: 'Arrow keys select, Enter opens, Esc closes',
};

export default search;
