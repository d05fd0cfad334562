// The statistic's median time to accept (spec 01 §2 /appmanagement/statistic): m:ss, h:mm:ss from an hour.
import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.ts';

describe('formatWait', () => {
  it.each([
    [null, '–'],
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [3_600, '1:00:00'],
    [3_725.4, '1:02:05'],
  ])('%s s -> %s', (seconds, shown) => expect(formatWait(seconds)).toBe(shown));
});
