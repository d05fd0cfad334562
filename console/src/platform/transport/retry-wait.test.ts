import { expect, it } from 'vitest';
import { retryDelayMs } from './retry-wait.ts';

it('waits 0, 0, then 250 ms x attempt capped at 6 s (spec 01 §7 live connection)', () => {
  expect([0, 1, 2, 3, 4, 22, 23, 100].map(retryDelayMs)).toEqual([0, 0, 750, 1000, 1250, 5750, 6000, 6000]);
});
