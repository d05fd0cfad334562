// Trainer mode over the demo REST: the scenario library and the player's progress.
//   GET  /scenarios                           -> { ok, scenarios: ScenarioSummary[], progress }
//   POST /scenarios/:name/play {speed}        -> { ok, progress }   404 unknown scenario, 400 speed not 1..60
//   POST /scenarios/pause|resume|restart|stop -> { ok, progress }   409 when there is nothing to do that to
//   POST /scenarios/speed {speed}             -> { ok, progress }
// Progress also goes out as the system message 'scenario.progress'.
import { z } from 'zod';
import type { ScenarioClockPiece } from './scenario-clock.ts';

export { scenarioInstant, type ScenarioClockPiece } from './scenario-clock.ts';

export const MIN_SPEED = 1;
export const MAX_SPEED = 60;

const speed = z.number().min(MIN_SPEED).max(MAX_SPEED);
/** play: the speed defaults to 1x */
export const scenarioPlayRequest = z.object({ speed: speed.default(MIN_SPEED) });
export const scenarioSpeedRequest = z.object({ speed });

/** A scenario of the library: its story is data, written in English; titles come translated. */
export interface ScenarioSummary {
  name: string;
  /** as written in the library (English) */
  title: string;
  /** the title per UI language (de, en, fr, it) where the library has one */
  titles: Partial<Record<string, string>>;
  story: string;
  /** the scenario's start, local time of the facility as written ('2025-01-07 02:50') */
  start: string;
  steps: number;
}

export const PLAYER_STATES = ['idle', 'playing', 'paused', 'finished', 'stopped', 'failed'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** A step described for translation: `demo.scenarios.steps.<key>` with `data` (numbers, names, times). */
export interface StepPhrase {
  key: string;
  data: Record<string, string | number>;
}

export interface ScenarioProgress {
  name: string | null;
  title: string | null;
  state: PlayerState;
  speed: number;
  /** steps begun so far (1-based index of the current step; 0 before the first) */
  step: number;
  total: number;
  /** what the current step does, as the library describes it (English) */
  text: string | null;
  /** the same in the console's words: an i18n key under demo.scenarios.steps and its data (null: no phrase) */
  phrase: StepPhrase | null;
  /** the scenario clock, ISO-8601 UTC */
  simulated_at: string | null;
  /** the systems on the scenario's stage (displays of these show scenario time while `clock` has pieces) */
  systems: number[];
  /** the scenario clock since the scenario started; empty when none is on stage (idle, stopped) */
  clock: ScenarioClockPiece[];
  error: string | null;
}
