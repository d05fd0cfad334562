// Date and time fields convert between the stored instant and the facility's wall clock (ARCHITECTURE §7,
// spec 01 §9): a note stored for 08:00 in Zurich shows 08:00 in its form, and 08:00 typed is stored as 07:00 UTC
// in winter and 06:00 UTC in summer, wherever the browser runs.
import { describe, expect, it } from 'vitest';
import { fromInputValue, toInputValue } from './datetime-value.ts';

describe('date and time field values', () => {
  it.each([
    ['2027-01-22T07:00:00.000Z', '22.01.2027 08:00'],
    ['2027-07-22T06:00:00.000Z', '22.07.2027 08:00'],
    ['2027-01-21T23:30:00.000Z', '22.01.2027 00:30'],
    // zoneless, typed before times carried their zone: the facility's wall clock
    ['2027-01-22T08:00', '22.01.2027 08:00'],
    [null, ''],
  ])('stored %s shows %s', (stored, shown) => expect(toInputValue(stored)).toBe(shown));

  it.each([
    ['22.01.2027 08:00', '2027-01-22T07:00:00.000Z'],
    ['22.07.2027 08:00', '2027-07-22T06:00:00.000Z'],
    // the ISO form is understood too (pasted from elsewhere)
    ['2027-01-22T08:00', '2027-01-22T07:00:00.000Z'],
    ['', null],
    // 02:30 on the spring change day does not exist on the facility's clock: passed on for the server to refuse
    ['28.03.2027 02:30', '28.03.2027 02:30'],
    // half typed: kept as typed (the field keeps the text; the server would refuse it)
    ['28.03.20', '28.03.20'],
  ])('typed %s is stored as %s', (typed, stored) => expect(fromInputValue(typed)).toBe(stored));

  it('a value goes round unchanged, except in the hour the clocks repeat, which means its first occurrence', () => {
    const stored = '2027-10-30T01:15:00.000Z';
    expect(fromInputValue(toInputValue(stored))).toBe(stored);
    // 31 October 2027: 02:15 shows twice; 01:15 UTC is the second one, typed back it is the first (00:15 UTC).
    expect(toInputValue('2027-10-31T01:15:00.000Z')).toBe('31.10.2027 02:15');
    expect(fromInputValue('31.10.2027 02:15')).toBe('2027-10-31T00:15:00.000Z');
  });
});

describe('in the facility’s own zone (system parameter timezone, spec 01 §9)', () => {
  it('a facility in New York sees and types its own wall clock', () => {
    expect(toInputValue('2027-01-22T13:00:00.000Z', 'America/New_York')).toBe('22.01.2027 08:00');
    expect(fromInputValue('22.07.2027 08:00', 'America/New_York')).toBe('2027-07-22T12:00:00.000Z');
    // zoneless legacy values are that facility's wall clock too
    expect(toInputValue('2027-01-22T08:00', 'America/New_York')).toBe('22.01.2027 08:00');
  });
});
