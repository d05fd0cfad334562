// The scenario library (ARCHITECTURE §10): every file in library/ exports one scenario as default.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario } from './runner/format.ts';

const LIBRARY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'library');

export function scenarioNames(): string[] {
  return readdirSync(LIBRARY)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

export async function loadScenario(name: string): Promise<Scenario> {
  if (!scenarioNames().includes(name))
    throw new Error(`no scenario "${name}"; known: ${scenarioNames().join(', ')}`);
  // A relative template, so the production bundle (scripts/build-backend.mjs) contains every scenario.
  const module = (await import(`./library/${name}.ts`)) as { default: Scenario };
  if (module.default.name !== name)
    throw new Error(
      `scenarios/library/${name}.ts: the scenario is named "${module.default.name}", the file "${name}"`,
    );
  return module.default;
}
