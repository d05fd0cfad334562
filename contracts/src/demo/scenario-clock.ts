// The scenario clock of trainer mode (issue 14): displays of the systems on a scenario's stage show its time.
// Its own module without zod, so the display's chunk can import it.
/**
 * One piece of the scenario clock: from `at` (the backend's clock, epoch ms) on, scenario time is
 * `sim + (t - at) * rate` until the next piece. Scenario time moves only in the scenario's waits (rate = the
 * speed), stands while a step acts or the trainer pauses (rate 0) and flows in real time after the end (rate 1).
 */
export interface ScenarioClockPiece {
  at: number;
  sim: number;
  rate: number;
}

/**
 * An instant of the backend's clock (epoch ms) in scenario time. Before the first piece time runs at rate 1
 * back from it; no pieces: the instant itself (no scenario on stage).
 */
export function scenarioInstant(clock: readonly ScenarioClockPiece[], ms: number): number {
  if (clock.length === 0) return ms;
  let piece = clock[0]!;
  if (ms < piece.at) return piece.sim - (piece.at - ms);
  for (const next of clock) {
    if (next.at > ms) break;
    piece = next;
  }
  return piece.sim + (ms - piece.at) * piece.rate;
}
