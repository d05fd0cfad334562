// The call log's view in the address (spec 01 §2: a modal closes to its parent and keeps the query; spec 02 §9
// ranges): what is written reads back the same, defaults stay out of the address, and a hand-edited address
// with unknown values falls back to the defaults instead of asking the server for nonsense.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, readView, writeView, type CallLogView } from './call-filters.ts';

const DEFAULTS: CallLogView = {
  range: DEFAULT_RANGE,
  sections: [],
  callTypes: [],
  callSources: [],
  urgencies: [],
  text: '',
  sort: 'opened_at',
  direction: 'DESC',
};

describe('call log view in the address', () => {
  it('round-trips every field, and the defaults leave the address empty', () => {
    const view: CallLogView = {
      range: 'YESTERDAY',
      sections: [1, 3],
      callTypes: [4],
      callSources: [2],
      urgencies: ['EMERGENCY', 'NORMAL'],
      text: 'Zimmer 102 & Bad',
      sort: 'duration',
      direction: 'ASC',
    };
    expect(readView(new URLSearchParams(writeView(view).toString()))).toEqual(view);
    expect(writeView(DEFAULTS).toString()).toBe('');
  });

  it('unknown ranges, sorts and ids fall back', () => {
    const params = new URLSearchParams(
      'range=LAST_WEEK&sort=resident&dir=UP&sections=a,2,-1,0&types=&sources=x&urgency=LOUD,URGENT',
    );
    expect(readView(params)).toEqual({ ...DEFAULTS, sections: [2], urgencies: ['URGENT'] });
  });
});
