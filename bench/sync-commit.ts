// The commit of the whole configuration of a 1,000-bed system through the twin (issue 16 budget: < 30 s of twin
// time, its simulated steps aside, with progress at least every second). The real backend and the twin on one
// simulated clock (the scenario runner's Simulation): the Gets starts empty and the product has no baseline, so
// every record is 'created' and goes out through config/{kind}/changes, then a wipe-and-resend commit runs to done.
// The clock jumps over the twin's own step times (init, preparing, wiping, one second per chunk of 50 rows,
// syncing, validating, finishing); what remains is the product's and the protocol's work, measured in wall time.
// Progress: the product's commit progress (what /sync and the commit popup show) sampled every 250 ms of clock.
// Run: npm run bench -- sync-commit   Env: BEDS (1000).
import { performance } from 'node:perf_hooks';
import { CONFIG_KINDS } from '@cs/contracts/gets';
import { z } from 'zod';
import { oursOf } from '../backend/src/modules/sync/config-rows.ts';
import { Simulation } from '../scenarios/runner/simulation.ts';

const BEDS = Number(process.env.BEDS ?? 1000);
const BUDGET_MS = 30_000;
const PROGRESS_GAP_MS = 1_000;
const SAMPLE_MS = 250;

const setupStart = performance.now();
const sim = await Simulation.start({
  facility: { kind: 'ward', beds: BEDS, seed: 7 },
  startMs: Date.UTC(2025, 0, 7, 9, 0),
});
const setupMs = performance.now() - setupStart;
const twin = sim.twin(1);
for (const kind of CONFIG_KINDS) twin.replaceConfigKind(kind, []);
const doc = sim.services.systems.get(1)!;
doc.sync.baseline = {}; // never synced: every record of ours is 'created'
await sim.settle();

await sim.login('admin'); // the session first: its password check is not the commit's work
const rows = Object.values(oursOf(doc)).reduce((n, m) => n + m.size, 0);
const started = performance.now();
const answer = await sim.graphql(
  'mutation { commitGetsConfig(wipe: true) { sent { id } commit { step } } }',
  {},
  { user: 'admin' },
  z.object({
    commitGetsConfig: z.object({ sent: z.array(z.unknown()), commit: z.object({ step: z.string() }) }),
  }),
);
const sendMs = performance.now() - started;
if (!answer.data) throw new Error(`commit refused: ${JSON.stringify(answer.errors)}`);
const sent = answer.data.commitGetsConfig.sent.length;

const clockStart = sim.now();
const updates: number[] = [sim.now()];
const steps: string[] = [];
let last = sim.services.sync.snapshot(1).commit;
while (last?.status === 'running' && sim.now() - clockStart < 900_000) {
  await sim.advanceBy(SAMPLE_MS);
  const now = sim.services.sync.snapshot(1).commit;
  if (now !== last) updates.push(sim.now());
  if (now && steps.at(-1) !== now.step) steps.push(now.step);
  last = now;
}
// The commit is recorded (last_gets_commit, baseline) and the changelog compared once more: part of the work.
while (!sim.services.systems.get(1)!.sync.last_gets_commit || sim.services.sync.committing(1))
  await sim.advanceBy(SAMPLE_MS);
await sim.settle();
const totalMs = performance.now() - started;
const twinMs = sim.now() - clockStart;
const task = sim.twin(1).gets().task!;
await sim.stop();

let gap = 0;
for (let i = 1; i < updates.length; i++) gap = Math.max(gap, updates[i]! - updates[i - 1]!);
const table: Array<[string, string]> = [
  ['beds', String(BEDS)],
  ['records sent (created)', `${sent} of ${rows} in the product`],
  ['Gets chunks (wipe-and-resend)', `${task.chunks_total} of 50 rows`],
  ['send + commit start (wall)', `${(sendMs / 1000).toFixed(2)} s`],
  ['whole commit, twin steps jumped (wall)', `${(totalMs / 1000).toFixed(2)} s`],
  ['twin clock of the task', `${(twinMs / 1000).toFixed(0)} s (its simulated steps)`],
  ['product progress updates', `${updates.length}, longest gap ${gap} ms of clock`],
  ['steps seen', steps.join(' > ')],
  ['result', `${last?.status}${last?.error ? ` (${last.error})` : ''}`],
  ['backend + twin start (not counted)', `${(setupMs / 1000).toFixed(2)} s`],
];
for (const [k, v] of table) console.log(`${k.padEnd(40)} ${v}`);
const ok = last?.status === 'done' && totalMs < BUDGET_MS && gap <= PROGRESS_GAP_MS;
console.log(
  ok
    ? `within budget: < ${BUDGET_MS / 1000} s, progress at least every ${PROGRESS_GAP_MS / 1000} s`
    : `OVER budget or failed`,
);
if (!ok) process.exitCode = 1;
