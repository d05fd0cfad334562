import { expect, it } from 'vitest';
import { chooseSystem } from './system-choice.ts';

it.each([
  ['default system 1', null, null, [], 1],
  ['stored choice', null, '2', [1, 2], 2],
  ['query parameter over stored choice', '1', '2', [1, 2], 1],
  ['unavailable choice falls back to the first available', '3', null, [2, 4], 2],
  ['unavailable stored choice falls back too', null, '1', [2], 2],
  ['garbage is ignored', 'x', '0', [1, 2], 1],
] as const)('spec 01 §4 system context: %s', (_t, query, stored, available, expected) => {
  expect(chooseSystem(query, stored, available)).toBe(expected);
});
