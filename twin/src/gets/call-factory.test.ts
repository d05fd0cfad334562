// docs/protocols.md §3: a call carries its call type's urgency, flag and colour as this Gets knows them, so a
// display shows it as urgent as it is before the product has imported the configuration (issue 16).
import { describe, expect, it } from 'vitest';
import { buildCall } from './call-factory.ts';
import type { ConfigMemory } from './config-schema.ts';

const config = {
  nodes: {
    23: { id: 23, text_short: '101', text_long: 'Zimmer 101', section_id: null, call_source_id: null },
  },
  sections: {},
  call_sources: {},
  call_types: {
    2: { id: 2, text: 'Notruf', urgency: 'EMERGENCY', flag: 'none', color: '#e03131' },
    6: { id: 6, text: 'Anwesenheit', urgency: 'NORMAL', flag: 'presence', color: '#40c057' },
    9: { id: 9, text: 'Alt', urgency: 'SOON', flag: '', color: '' },
  },
} as unknown as ConfigMemory;

describe('buildCall', () => {
  it('carries the call type’s urgency, flag and colour', () => {
    expect(buildCall(config, 1, 23, 2, '2026-11-26T16:00:00.000Z')).toMatchObject({
      call_type_urgency: 'EMERGENCY',
      call_type_flag: 'none',
      call_type_color: '#e03131',
      is_presence: false,
    });
    expect(buildCall(config, 2, 23, 6, '2026-11-26T16:00:00.000Z')).toMatchObject({
      call_type_flag: 'presence',
      is_presence: true,
    });
  });

  it('sends null for a value it does not know rather than a wrong one', () => {
    expect(buildCall(config, 3, 23, 9, '2026-11-26T16:00:00.000Z')).toMatchObject({
      call_type_urgency: null,
      call_type_flag: null,
      call_type_color: null,
    });
    expect(buildCall(config, 4, 23, 77, '2026-11-26T16:00:00.000Z')).toMatchObject({
      call_type_urgency: null,
    });
  });
});
