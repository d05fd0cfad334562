// The scenario on stage as a display reads it (trainer mode, issue 14): the systems and the clock pieces of the
// last 'scenario.progress', checked, and an instant in its time. Its own chunk: loaded only once a scenario plays.
import { scenarioInstant, type ScenarioClockPiece } from '@cs/contracts/demo/scenario-clock';

export interface ScenarioStage {
  systems: readonly number[];
  clock: readonly ScenarioClockPiece[];
}

const NO_STAGE: ScenarioStage = { systems: [], clock: [] };
const isNumber = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

/** The stage a 'scenario.progress' payload describes; anything malformed counts as no stage (real time). */
export function scenarioStage(progress: unknown): ScenarioStage {
  const { systems, clock } = (progress ?? {}) as Partial<Record<'systems' | 'clock', unknown>>;
  if (!Array.isArray(systems) || !Array.isArray(clock)) return NO_STAGE;
  const pieces = clock.filter((p: Partial<ScenarioClockPiece> | null): p is ScenarioClockPiece =>
    [p?.at, p?.sim, p?.rate].every(isNumber),
  );
  return { systems: systems.filter((id) => Number.isInteger(id)), clock: pieces };
}

const read = new WeakMap<object, ScenarioStage>();

/** `ms` (the server's clock) in the time of the scenario on stage, for a display of `systemId`. */
export function onStage(progress: object, ms: number, systemId: number): number {
  let stage = read.get(progress);
  if (!stage) read.set(progress, (stage = scenarioStage(progress)));
  return stage.clock.length > 0 && stage.systems.includes(systemId) ? scenarioInstant(stage.clock, ms) : ms;
}
