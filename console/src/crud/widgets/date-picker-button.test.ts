// The calendar works on days; the typed time stays (spec 01 §9 dd.MM.yyyy HH:mm).
import { describe, expect, it } from 'vitest';
import { typedDay, withDay } from './date-picker-button.tsx';

describe('picking a day in the calendar', () => {
  it('reads the day of what is typed', () => {
    expect(typedDay('22.01.2027 08:00')).toBe('2027-01-22');
    expect(typedDay('22.01.2027')).toBe('2027-01-22');
    expect(typedDay('22.01.')).toBeNull();
    expect(typedDay('')).toBeNull();
  });
  it('keeps the typed time, 08:00 when there is none', () => {
    expect(withDay('22.01.2027 17:45', '2027-02-03')).toBe('03.02.2027 17:45');
    expect(withDay('', '2027-02-03')).toBe('03.02.2027 08:00');
    expect(withDay('22.01.2027', '2027-02-03')).toBe('03.02.2027 08:00');
  });
});
