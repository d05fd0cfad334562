// Issue 16: a call never loses its urgency because the product's copy of the configuration is missing or stale.
// The Gets sends the call type's urgency, flag and colour with each call (docs/protocols.md §3); the product's
// configuration only enriches the card (name, character, sort order).
import type { GetsCall } from '@cs/contracts/gets';
import { describe, expect, it } from 'vitest';
import type { CallTypeRecord } from '../../store/config-types.ts';
import { callTypeOf } from './call-view.ts';

const call = (extra: Partial<GetsCall> = {}): GetsCall => ({
  id: 17,
  call_type_id: 2,
  call_type_text: 'Notruf',
  call_source_id: null,
  call_source_text: '',
  section_id: 1,
  section_name: 'Wohnbereich 1',
  number: 23,
  device_text_short: '101',
  device_text_long: 'Zimmer 101',
  position: null,
  opened_at: '2026-11-26T16:00:00.000Z',
  closed_at: null,
  is_presence: false,
  ...extra,
});
const ours = {
  id: 2,
  name: 'Notruf',
  text: 'Notruf',
  char: 'N',
  color: '#ffa94d',
  sort_order: 1,
  urgency: 'NORMAL',
  flag: 'none',
} as unknown as CallTypeRecord;
const fromGets = {
  call_type_urgency: 'EMERGENCY',
  call_type_flag: 'none',
  call_type_color: '#e03131',
} as const;

describe('callTypeOf (issue 16: the call carries its urgency)', () => {
  it('a call type the product does not know yet shows as urgent as the Gets says', () => {
    expect(callTypeOf(call(fromGets), undefined)).toEqual({
      id: 2,
      name: 'Notruf',
      char: null,
      sort_order: null,
      text: 'Notruf',
      urgency: 'EMERGENCY',
      flag: 'none',
      color: '#e03131',
    });
  });

  it('a stale copy in the product enriches the call but is not trusted for urgency and flag', () => {
    expect(callTypeOf(call(fromGets), ours)).toMatchObject({
      name: 'Notruf',
      char: 'N',
      sort_order: 1,
      urgency: 'EMERGENCY',
      // a colour changed in the product shows at once (the display's live reload of a call type)
      color: '#ffa94d',
    });
  });

  it('a Gets that sends none of them: the product’s call type as before; neither: none', () => {
    expect(callTypeOf(call(), ours)).toMatchObject({ urgency: 'NORMAL', color: '#ffa94d' });
    expect(callTypeOf(call(), undefined)).toBeNull();
  });
});
