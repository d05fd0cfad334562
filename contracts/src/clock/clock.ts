// The one source of time (ARCHITECTURE §7). Every timer and every now() of the twin, the backend and the
// scenario runner goes through a Clock, so a scenario can run a ward day in seconds. XState actors take it
// too (`createActor(machine, { clock })`): the shape is XState's clock plus now().
export interface Clock {
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
