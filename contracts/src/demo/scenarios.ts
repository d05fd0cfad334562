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

const scenarioClockPiece = z.object({ at: z.number(), sim: z.number(), rate: z.number() });

/** A scenario of the library: written in English; title and story come translated (scenarios/titles.ts, stories.ts). */
export const scenarioSummary = z.object({
  name: z.string(),
  /** as written in the library (English) */
  title: z.string(),
  /** the title per UI language (de, en, fr, it) where the library has one */
  titles: z.record(z.string(), z.string().optional()),
  /** as written in the library (English) */
  story: z.string(),
  /** the story per UI language (de, en, fr, it) where the library has one */
  stories: z.record(z.string(), z.string().optional()),
  /** the scenario's start, local time of the facility as written ('2025-01-07 02:50') */
  start: z.string(),
  steps: z.int(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummary>;

export const PLAYER_STATES = ['idle', 'playing', 'paused', 'finished', 'stopped', 'failed'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** A step described for translation: `demo.scenarios.steps.<key>` with `data` (numbers, names, times). */
export const stepPhrase = z.object({
  key: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type StepPhrase = z.infer<typeof stepPhrase>;

export const scenarioProgress = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  state: z.enum(PLAYER_STATES),
  speed: z.number(),
  /** steps begun so far (1-based index of the current step; 0 before the first) */
  step: z.int(),
  total: z.int(),
  /** what the current step does, as the library describes it (English) */
  text: z.string().nullable(),
  /** the same in the console's words: an i18n key under demo.scenarios.steps and its data (null: no phrase) */
  phrase: stepPhrase.nullable(),
  /** the scenario clock, ISO-8601 UTC */
  simulated_at: z.string().nullable(),
  /** the systems on the scenario's stage (displays of these show scenario time while `clock` has pieces) */
  systems: z.array(z.int()),
  /** the scenario clock since the scenario started; empty when none is on stage (idle, stopped) */
  clock: z.array(scenarioClockPiece) satisfies z.ZodType<ScenarioClockPiece[]>,
  error: z.string().nullable(),
});
export type ScenarioProgress = z.infer<typeof scenarioProgress>;
