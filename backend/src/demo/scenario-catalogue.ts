// Where trainer mode finds its scenarios: handed in by the composition root (main.ts at the repository root
// hands in the library of scenarios/, turned into live steps by scenarios/runner/live-catalogue.ts), so the
// backend does not reach into the scenarios folder, which itself builds on the backend.
import type { LiveScenario } from './live-scenario.ts';

export type ScenarioCatalogue = () => Promise<LiveScenario[]>;

/** Without a library, trainer mode offers nothing to play. */
export const noScenarios: ScenarioCatalogue = () => Promise.resolve([]);
