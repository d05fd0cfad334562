// Spec 02 §5: every rule of the validation catalogue with a passing and a failing input.
import { describe, expect, it } from 'vitest';
import * as r from './rules.ts';
import type { Rule, RuleContext } from './rules.ts';

const ctx = (
  record: Record<string, unknown> = {},
  others: Record<string, unknown>[] = [],
  field = 'f',
): RuleContext => ({ field, record, others });

/** [catalogue key, rule, passing value, failing value, record, others] */
const CASES: Array<[string, Rule, unknown, unknown, Record<string, unknown>?, Record<string, unknown>[]?]> = [
  ['between', r.between(0, 7), 7, 8],
  ['cannot_be_same', r.cannotBeSame('other'), 2, 1, { other: 1 }],
  ['contains', r.contains(), [1], []],
  ['criterion_prefix', r.criterionPrefix(), '0x6A', '6A'],
  [
    'date_after',
    r.dateAfter('from'),
    '2026-01-02T00:00:00Z',
    '2025-12-31T00:00:00Z',
    { from: '2026-01-01T00:00:00Z' },
  ],
  ['duplicate', r.duplicate(['b']), 1, 2, { b: 'x' }, [{ f: 2, b: 'x' }]],
  ['email', r.emails(), 'a@b.ch, c@d.de', 'a@b.ch, nope'],
  ['format', r.time(), '06:30', '6.30'],
  ['ip', r.ip(), '192.168.1.20', '192.168.1.300'],
  ['license_limit_reached', r.licenseLimit(() => 1), 'x', 'x'],
  ['max_length', r.maxLength(3), 'abc', 'abcd'],
  ['min_length', r.minLength(8), '12345678', '1234567'],
  ['min', r.min(1), 1, 0],
  ['numeric', r.numeric(), '12', '12a'],
  ['one_option_required', r.oneOptionRequired(['a', 'b']), true, true, { a: false, b: false }],
  ['required', r.required(), 'x', '  '],
  ['section_full', r.sectionFull((id) => (id === 2 ? 50 : 10), 50), 1, 2],
  ['unique', r.unique(), 'Nacht', ' nacht ', {}, [{ f: 'Nacht' }]],
  ['url', r.url(), 'https://cam.local/stream', 'cam.local/stream'],
  ['no_match', r.mustMatch('password'), 'secret12', 'other123', { password: 'secret12' }],
  ['invalid', r.oneOf(['a', 'b']), 'a', 'c'],
];

describe('validation catalogue (spec 02 §5): each rule passes and fails', () => {
  it.each(CASES)('%s', (key, rule, good, bad, record = {}, others = []) => {
    // The "good" cases that depend on the record use a record that satisfies them.
    const goodRecord =
      key === 'one_option_required' ? { a: true } : key === 'license_limit_reached' ? { id: null } : record;
    const goodOthers =
      key === 'unique' || key === 'duplicate' || key === 'license_limit_reached' ? [] : others;
    expect(rule(good, ctx(goodRecord, goodOthers))).toBeNull();
    const badOthers = key === 'license_limit_reached' ? [{ id: 1 }] : others;
    const badRecord = key === 'license_limit_reached' ? { id: null } : record;
    expect(rule(bad, ctx(badRecord, badOthers))?.key).toBe(key);
  });

  it('optional fields: rules other than required and contains let empty values pass', () => {
    for (const rule of [r.emails(), r.ip(), r.url(), r.time(), r.maxLength(1), r.criterionPrefix()])
      expect(rule('', ctx())).toBeNull();
  });

  it('time_overlap: times must ascend (schedules)', () => {
    expect(r.timesAscending({ a: '06:00', b: '18:00' }, ['a', 'b'])).toBeNull();
    expect(r.timesAscending({ a: '18:00', b: '06:00' }, ['a', 'b'])).toEqual({
      field: 'b',
      violation: { key: 'time_overlap', data: { previous: '18:00' } },
    });
    expect(r.timesAscending({ a: '06:00', b: '06:00' }, ['a', 'b'])?.field).toBe('b');
  });

  it('device texts: short 7, long 19, no umlauts or special characters', () => {
    expect(r.deviceText(7)('Zi 12.3', ctx())).toBeNull();
    expect(r.deviceText(7)('Zimmer 12', ctx())).toEqual({ key: 'max_length', data: { max: 7 } });
    expect(r.deviceText(19)('Bad Zimmer 12 links', ctx())).toBeNull();
    expect(r.deviceText(19)('Bad Zimmer 12 rechts', ctx())?.key).toBe('max_length');
    expect(r.deviceText(19)('Büro', ctx())?.key).toBe('format');
    expect(r.deviceText(7)('Zi#1', ctx())?.key).toBe('format');
  });

  it('ip with port for hubs; bounds of the port', () => {
    expect(r.ip({ port: true })('10.0.0.2:4720', ctx())).toBeNull();
    expect(r.ip({ port: true })('10.0.0.2:99999', ctx())?.key).toBe('ip');
    expect(r.ip()('10.0.0.2:4720', ctx())?.key).toBe('ip');
  });

  it('exists: references (and lists of them) must be in the other collection or special', () => {
    const lookup = (c: string) =>
      c === 'sections' ? [{ id: 1 }, { id: 2 }] : [{ id: 1, checkpoints: [{ id: 11 }, { id: 12 }] }];
    const at = { ...ctx(), lookup };
    expect(r.exists('sections')(2, at)).toBeNull();
    expect(r.exists('sections')([1, 2], at)).toBeNull();
    expect(r.exists('sections')([1, 3], at)).toEqual({ key: 'invalid', data: { value: '3' } });
    expect(r.exists('groups', { special: [255] })(255, at)).toBeNull();
    const checkpoints = r.exists('maps', {
      pick: (m) => (m.checkpoints as Array<{ id: number }>).map((c) => c.id),
    });
    expect(checkpoints([11, 12], at)).toBeNull();
    expect(checkpoints([1], at)?.key).toBe('invalid');
  });

  it('the first failing rule of a field wins (one message per field)', () => {
    expect(r.check([r.required(), r.maxLength(2)], '', ctx())?.key).toBe('required');
    expect(r.check([r.required(), r.maxLength(2)], 'abc', ctx())?.key).toBe('max_length');
  });
});
