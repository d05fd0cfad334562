// Trainer mode (issue 14): a display of a system on a scenario's stage shows the scenario's clock (date, time and
// call ages), so a wall display in a training reads as the care situation it plays (07.01.2025 02:50), not today.
// Outside a scenario, and for every other system, an instant is shown as it is. The stage's code loads only once
// a scenario has played (the display's JavaScript budget, ARCHITECTURE §11); until then (a moment) real time shows.
import type { Runtime } from '../../platform/runtime.ts';
import type { onStage as OnStage } from './scenario-stage.ts';

let onStage: typeof OnStage | null = null;
let loading: Promise<void> | null = null;

/** Load the stage's code now (tests, and a display that knows a scenario plays). */
export function loadScenarioStage(): Promise<void> {
  loading ??= import('./scenario-stage.ts').then((m) => void (onStage = m.onStage));
  return loading;
}

/** The instant shown for an instant of the server's clock (epoch ms) on a display of `systemId`. */
export function shownInstant(
  runtime: Pick<Runtime, 'scenarioProgress'>,
  ms: number,
  systemId: number,
): number {
  const progress = runtime.scenarioProgress;
  if (!progress || typeof progress !== 'object') return ms;
  if (!onStage) {
    void loadScenarioStage().catch(() => (loading = null));
    return ms;
  }
  return onStage(progress, ms, systemId);
}
