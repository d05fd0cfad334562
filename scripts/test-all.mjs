// `npm test`: every layer but the benchmarks (ARCHITECTURE §10), in order, stopping at the first failure.
// Each step runs through npm so it uses the pinned Node 24. The static checks (generated files, types, lint,
// format) wait on nothing but the CPU and judge no timing: they run side by side, their output printed per check
// when it ends. The test steps run one after the other, as their waits would suffer from a busy machine.
import { spawn, spawnSync } from 'node:child_process';

const checks = [
  ['codegen fresh', ['run', 'codegen:check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
];
const steps = [
  ['unit, API and component tests', ['run', 'test:unit']],
  ['stories', ['run', 'test:stories']],
  ['scenarios', ['run', 'test:scenarios']],
  ['end to end', ['run', 'test:e2e']],
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

const results = await Promise.all(checks.filter(wanted).map(check));
for (const r of results) {
  console.log(`\n=== ${r.name} ===\n${r.output}`);
  if (r.status !== 0) fail(r.name, r.secs);
  passed++;
  console.log(`=== ${r.name} ok (${r.secs} s, side by side with the other checks) ===`);
}
for (const [name, args] of steps.filter(wanted)) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) fail(name, secs);
  passed++;
  console.log(`=== ${name} ok (${secs} s) ===`);
}
console.log(`\nall test steps: ${passed} passed, 0 failed`);
