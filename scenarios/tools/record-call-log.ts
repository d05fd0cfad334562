// Records a call log for the replay scenario: the demo facility's Haus Lindenhof with a busy morning load,
// exported as CSV in the spec 02 §3 call log fields. Run: npx tsx scenarios/tools/record-call-log.ts [out.csv]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toCallLogCsv } from '../runner/call-log-csv.ts';
import { Simulation } from '../runner/simulation.ts';
import { DATA_DIR } from '../runner/validate.ts';
import { parseLocal } from '../runner/zoned-time.ts';

const out = process.argv[2] ?? path.join(DATA_DIR, 'recorded-morning-round.csv');
const sim = await Simulation.start({
  facility: { kind: 'demo', systems: [1] },
  startMs: parseLocal('2025-01-07 07:00'),
});
const twin = sim.twin(1);
twin.setLoad(true, { callsPerBedPerDay: 60 });
await sim.advanceBy(60 * 60_000);
twin.setLoad(false);
// Let every scene end: whatever is still open is closed by staff at the end of the round.
await sim.advanceBy(30 * 60_000);
for (const call of twin.openCalls()) twin.endCalls(call.number);
await sim.settle();
const flags = new Map(twin.ward.callTypes.map((t) => [t.id, t.flag]));
writeFileSync(
  out,
  toCallLogCsv(sim.callLog(1), (id) => flags.get(id) ?? 'none'),
);
console.log(`${sim.callLog(1).length} rows written to ${out}`);
await sim.stop();
