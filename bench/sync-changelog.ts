// The changelog of a 1,000-bed system (issue 16 budget: computed in < 500 ms): the twin's Gets served on loopback
// sockets, the backend's GetsNetworkGateway reading every kind's CSV export, parsing it and comparing it with the
// product's configuration against the baseline (modules/sync). One record changed on the product's side, so the
// changelog has one entry. RUNS comparisons after one warm-up; judged on the median (the worst run on a shared
// 2-core machine includes other processes' load and GC pauses: printed, not judged).
// Run: npm run bench -- sync-changelog   Env: BEDS (1000), RUNS (10).
import { performance } from 'node:perf_hooks';
import { realClock } from '@cs/contracts/clock';
import { createTwinSystem, generateWard, serveTwin, type Ward } from '@cs/twin';
import { GetsNetworkGateway } from '../backend/src/gateways/gets-network-gateway.ts';
import { baselineOf, computeChangelog } from '../backend/src/modules/sync/changelog.ts';
import { oursOf } from '../backend/src/modules/sync/config-rows.ts';
import { readTheirs } from '../backend/src/modules/sync/theirs.ts';
import type { SystemDoc } from '../backend/src/store/config-types.ts';

const BEDS = Number(process.env.BEDS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 10);
const BUDGET_MS = 500;

const asDoc = (ward: Ward) =>
  ({
    nodes: ward.nodes,
    sections: ward.sections,
    call_types: ward.callTypes,
    call_sources: ward.callSources,
    schedules: ward.schedules,
    display_groups: ward.displayGroups,
  }) as unknown as SystemDoc;

const ward = generateWard({ seed: 7, size: { beds: BEDS }, name: `Station ${BEDS} Betten` });
const twin = createTwinSystem({ ward, clock: realClock });
const served = await serveTwin({ system: twin, ports: { gets: 0, hubs: [] } });
const gateway = new GetsNetworkGateway({
  target: () => served.gets,
  clock: realClock,
  requestTimeoutMs: 10_000,
});
const doc = asDoc(ward);
const baseline = baselineOf(oursOf(doc));
doc.nodes = doc.nodes.map((n, i) => (i === 10 ? { ...n, name: `${n.name} neu` } : n));

const times: number[] = [];
let entries = 0;
let rows = 0;
try {
  for (let run = 0; run <= RUNS; run++) {
    const start = performance.now();
    const theirs = await readTheirs(gateway);
    const changelog = computeChangelog(oursOf(doc), theirs.rows, baseline);
    const ms = performance.now() - start;
    if (run > 0) times.push(ms);
    entries = changelog.length;
    rows = Object.values(theirs.rows).reduce((n, m) => n + m.size, 0);
  }
} finally {
  await gateway.stop();
  await served.close();
  twin.stop();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const worst = times.at(-1)!;
console.log(
  `${BEDS} beds: ${rows} rows over 7 kinds, ${entries} changelog entr${entries === 1 ? 'y' : 'ies'}`,
);
console.log(
  `changelog (export over HTTP + parse + compare): median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${RUNS}`,
);
console.log(
  median < BUDGET_MS ? `median within the ${BUDGET_MS} ms budget` : `median OVER the ${BUDGET_MS} ms budget`,
);
if (median >= BUDGET_MS) process.exitCode = 1;
