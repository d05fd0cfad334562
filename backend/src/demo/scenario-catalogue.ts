// Where trainer mode finds its scenarios: the library in scenarios/ at the repository root, loaded at run
// time (scenarios/runner/live-catalogue.ts turns each into live steps). The path is computed, so the
// backend's own build does not take in the scenarios folder, which itself builds on the backend.
import type { LiveScenario } from './scenario-player.ts';

export type ScenarioCatalogue = () => Promise<LiveScenario[]>;

const LIVE_CATALOGUE = new URL('../../../scenarios/runner/live-catalogue.ts', import.meta.url).href;

export const libraryCatalogue: ScenarioCatalogue = async () => {
  const module = (await import(/* @vite-ignore */ LIVE_CATALOGUE)) as {
    loadLiveCatalogue: ScenarioCatalogue;
  };
  return module.loadLiveCatalogue();
};
