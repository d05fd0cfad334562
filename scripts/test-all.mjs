// `npm test`: every layer but the benchmarks (ARCHITECTURE §10), in order, stopping at the first failure.
// Each step runs through npm so it uses the pinned Node 24.
import { spawnSync } from 'node:child_process';

const steps = [
  ['codegen fresh', ['run', 'codegen:check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
  ['unit, API and component tests', ['run', 'test:unit']],
  ['stories', ['run', 'test:stories']],
  ['scenarios', ['run', 'test:scenarios']],
  ['end to end', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
let passed = 0;
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs} s ===`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed++;
  console.log(`=== ${name} ok (${secs} s) ===`);
}
console.log(`\nall test steps: ${passed} passed, 0 failed`);
