// The call log export's filter lines (spec 02 §3 export: one line per filter in the report's head), in the exporting
// user's language.
import { describe, expect, it } from 'vitest';
import type { SystemDoc } from '../../store/config-types.ts';
import { callFilterLines } from './call-rows.ts';

describe('callFilterLines', () => {
  const request = {
    range: 'LAST_24_HOURS',
    from: '2025-01-05T08:00:00.000Z',
    to: '2025-01-06T08:00:00.000Z',
    section_ids: [1],
    call_type_ids: [],
    call_source_ids: [],
    urgencies: [],
    text: null,
  };
  const doc = {
    sections: [{ id: 1, name: 'Wohnbereich 1' }],
    call_types: [],
    call_sources: [],
  } as unknown as SystemDoc;

  it('one line per filter; French with a narrow no-break space before the colon (team typography)', () => {
    expect(callFilterLines(request, doc, 'de', 'Europe/Zurich')).toEqual([
      'Zeitraum: Letzte 24 Stunden (05.01.2025 09:00 – 06.01.2025 09:00)',
      'Bereiche: Wohnbereich 1',
    ]);
    expect(callFilterLines(request, doc, 'fr', 'Europe/Zurich')[1]).toBe('Secteurs\u202f: Wohnbereich 1');
  });
});
