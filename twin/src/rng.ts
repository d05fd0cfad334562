/**
 * Seeded randomness as pure functions of a 32-bit state (mulberry32), so machines can
 * keep their random state in context (JSON-able, replayable) instead of calling Math.random.
 */
export function nextRngState(state: number): number {
  return (state + 0x6d2b79f5) | 0;
}

/** Uniform number in [0, 1) derived from `state` without advancing it. */
export function rngValue(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Exponentially distributed duration with the given mean, from `state`. */
export function rngExponential(state: number, mean: number): number {
  return Math.max(1, Math.round(-Math.log(1 - rngValue(state)) * mean));
}

/** A stateful generator for host code (load model, ward ids). */
export function createRng(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = nextRngState(state);
    return rngValue(state);
  };
}

/** Mixes a seed with a salt so each device gets an independent stream. */
export function deriveSeed(seed: number, salt: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35)) | 0;
}
