// A record as the Gets' rows, and a save judged by the Gets' row schemas (docs/protocols.md §2.1, spec 02 §5).
import { describe, expect, it } from 'vitest';
import { callSources } from './entities/devices.ts';
import { callTypes, displayGroups, sections } from './entities/call-config.ts';
import { getsViolations, recordRows } from './gets-rows.ts';

const callType = {
  id: 9,
  name: 'Sturz',
  text: null,
  char: 'S',
  color: '#aa00ff',
  sort_order: null,
  urgency: 'URGENT',
  flag: 'none',
  indication_type: 3,
  led_primary_color: 1,
  led_secondary_color: 0,
  display_config: { fullscreen: true },
};

describe('a Gets-carried record as rows (docs/sync.md ours)', () => {
  it('an empty field is its column’s empty: null where nullable, empty text, or the field’s own (sort order 999)', () => {
    expect(recordRows(callTypes, callType).map((r) => r.row)).toEqual([
      {
        id: 9,
        name: 'Sturz',
        text: '',
        char: 'S',
        color: '#aa00ff',
        sort_order: 999,
        urgency: 'URGENT',
        flag: 'none',
        indication_type: 3,
        led_primary_color: 1,
        led_secondary_color: 0,
      },
    ]);
    expect(getsViolations(callTypes, callType)).toEqual([]);
    expect(getsViolations(callSources, { id: 1, number: 3, text: 'Bad', char: null })).toEqual([]);
  });

  it('what the Gets would refuse is a field error under the product’s field, in the catalogue’s words', () => {
    expect(getsViolations(callTypes, { ...callType, name: '🔔'.repeat(33), led_secondary_color: 9 })).toEqual(
      [
        { field: 'name', key: 'max_length', data: { max: 32 } },
        { field: 'led_secondary_color', key: 'between', data: { min: 0, max: 7 } },
      ],
    );
    const section = { id: -1, name: 'Neu', connected_section_id: null, is_hidden: false };
    expect(getsViolations(sections, { ...section, allow_manual_call_closure: false })).toContainEqual({
      field: 'weekday_display_group_1_id',
      key: 'required',
    });
    const group = {
      id: -1,
      name: 'Gruppe',
      connections: [
        { section_id: 1, call_type_id: 4 },
        { section_id: 0, call_type_id: 4 },
      ],
    };
    expect(getsViolations(displayGroups, group)).toEqual([
      { field: 'connections.1.section_id', key: 'min', data: { min: 1 } },
    ]);
  });
});
