// `npm test`: every layer but the benchmarks (ARCHITECTURE §10), in order, stopping at the first failure.
// Each step runs through npm so it uses the pinned Node 24. The static checks (generated files, types, lint,
// format) wait on nothing but the CPU and judge no timing: they run side by side, their output printed per check
// when it ends. The test steps run one after the other, as their waits would suffer from a busy machine, except
// the scenarios: they run on the simulated clock in one process (one core) and go beside the stories.
import { spawn, spawnSync } from 'node:child_process';

const checks = [
  ['codegen fresh', ['run', 'codegen:check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
];
const steps = [
  [['unit, API and component tests', ['run', 'test:unit']]],
  [
    ['stories', ['run', 'test:stories']],
    ['scenarios', ['run', 'test:scenarios']],
  ],
  [['end to end', ['run', 'test:e2e']]],
];
const only = process.argv.slice(2);
const wanted = ([name]) => !only.length || only.some((o) => name.includes(o));
let passed = 0;

function fail(name, secs) {
  console.error(`\n=== ${name} FAILED after ${secs} s ===`);
  console.log(`${passed} passed, 1 failed`);
  process.exit(1);
}

/** One check with its output kept until it ends. */
function check([name, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (status) =>
      resolve({
        name,
        status,
        output: Buffer.concat(out).toString(),
        secs: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  });
}

/** Side by side, each output printed whole when it ends. */
async function sideBySide(list, what) {
  const results = await Promise.all(list.map(check));
  // Every output and verdict first, so one failure does not hide how the others went.
  for (const r of results) {
    console.log(`\n=== ${r.name} ===\n${r.output}`);
    if (r.status === 0) passed++;
    console.log(
      `=== ${r.name} ${r.status === 0 ? 'ok' : 'FAILED'} (${r.secs} s, side by side with ${what}) ===`,
    );
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) fail(failed.name, failed.secs);
}

await sideBySide(checks.filter(wanted), 'the other checks');
for (const group of steps.map((g) => g.filter(wanted)).filter((g) => g.length)) {
  if (group.length > 1) {
    await sideBySide(group, group.map(([name]) => name).join(' and '));
    continue;
  }
  const [[name, args]] = group;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) fail(name, secs);
  passed++;
  console.log(`=== ${name} ok (${secs} s) ===`);
}
console.log(`\nall test steps: ${passed} passed, 0 failed`);
