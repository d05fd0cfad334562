// npm run scenario -- <name> [--verbose]            one scenario on the simulated clock, with its timeline
// npm run scenario -- <name> --live [--speed 10]    trainer mode against a running backend (live.ts)
// npm run scenario -- --list                        the library
import { loadScenario, scenarioNames } from './index.ts';
import { runScenario } from './runner/run.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const name = args.find(
  (a, i) => !a.startsWith('--') && !['--speed', '--url', '--system'].includes(args[i - 1] ?? ''),
);

if (flag('list') || !name) {
  for (const n of scenarioNames()) {
    const s = await loadScenario(n);
    console.log(`${n.padEnd(40)} ${s.title}`);
  }
  if (!name && !flag('list'))
    console.log(
      '\nusage: npm run scenario -- <name> [--verbose] | <name> --live [--speed 1..60] [--url http://localhost:8080]',
    );
  process.exit(0);
}

try {
  const scenario = await loadScenario(name);
  if (flag('live')) {
    const { runLive } = await import('./runner/live.ts');
    await runLive(scenario, {
      speed: Number(value('speed') ?? 1),
      url: value('url') ?? process.env.CS_URL ?? 'http://localhost:8080',
    });
  } else {
    const result = await runScenario(scenario, { print: (l) => console.log(l), verbose: flag('verbose') });
    process.exitCode = result.failed > 0 ? 1 : 0;
  }
} catch (error) {
  console.error((error as Error).name === 'ScenarioError' ? (error as Error).message : error);
  process.exitCode = 2;
}
