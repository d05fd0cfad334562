// Trainer mode (filled in below in a later commit).
import type { Scenario } from './format.ts';

export async function runLive(scenario: Scenario, options: { speed: number; url: string }): Promise<void> {
  throw new Error(`live mode for ${scenario.name} at ${options.speed}x against ${options.url} is not built yet`);
}
