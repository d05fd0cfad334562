// npm run test:scenarios: every scenario of the library on the simulated clock, then the determinism
// check (scenarios marked checkDeterminism run a second time; the call log must be identical byte for
// byte). Prints the wall time of each and 'N passed, N failed'; a failing scenario prints its timeline.
import { loadScenario, scenarioNames } from './index.ts';
import { runScenario, type ScenarioResult } from './runner/run.ts';

const filter = process.argv[2] ?? '';
const names = scenarioNames().filter((n) => n.includes(filter));
const rows: Array<{ name: string; ok: boolean; wall: number; simH: number; note: string }> = [];
let passed = 0;
let failed = 0;
const started = performance.now();

for (const name of names) {
  const lines: string[] = [];
  let result: ScenarioResult | null = null;
  let error: Error | null = null;
  try {
    result = await runScenario(await loadScenario(name), { print: (l) => lines.push(l) });
  } catch (e) {
    error = e as Error;
  }
  const ok = !error && result !== null && result.failed === 0;
  rows.push({
    name,
    ok,
    wall: result?.wallMs ?? 0,
    simH: (result?.simulatedMs ?? 0) / 3_600_000,
    note: error ? error.message : `${result!.passed} expectations, ${result!.callLogRows} log rows`,
  });
  if (ok) passed++;
  else {
    failed++;
    console.log(lines.join('\n'));
    if (error) console.log(error.stack ?? error.message);
    for (const f of result?.failures ?? []) console.log(`  FAILED ${f}`);
  }
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(44)} ${((result?.wallMs ?? 0) / 1000).toFixed(2).padStart(6)} s`,
  );

  if (ok && (await loadScenario(name)).checkDeterminism) {
    const again = await runScenario(await loadScenario(name));
    const same = again.callLogHash === result!.callLogHash && again.failed === 0;
    rows.push({
      name: `${name} (determinism)`,
      ok: same,
      wall: again.wallMs,
      simH: again.simulatedMs / 3_600_000,
      note: same
        ? `call log sha256 ${again.callLogHash.slice(0, 16)} twice`
        : `call log differs: ${result!.callLogHash.slice(0, 16)} vs ${again.callLogHash.slice(0, 16)}`,
    });
    if (same) passed++;
    else failed++;
    console.log(
      `${same ? 'ok  ' : 'FAIL'} ${`${name} (determinism)`.padEnd(44)} ${(again.wallMs / 1000).toFixed(2).padStart(6)} s`,
    );
  }
}

console.log('\n| scenario | result | wall s | simulated h | notes |\n|---|---|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.ok ? 'pass' : 'FAIL'} | ${(r.wall / 1000).toFixed(2)} | ${r.simH.toFixed(2)} | ${r.note} |`,
  );
console.log(
  `\nscenarios: ${passed} passed, ${failed} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed === 0 ? 0 : 1);
