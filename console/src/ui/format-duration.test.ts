// A call's duration as the log shows it.
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('durations as h:mm:ss (spec 02 §3 duration in whole seconds)', () => {
  it.each([
    [0, '0:00:00'],
    [59, '0:00:59'],
    [240, '0:04:00'],
    [3_661, '1:01:01'],
    [90_000, '25:00:00'],
  ])('%i s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
