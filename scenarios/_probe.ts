import { Simulation } from './runner/simulation.ts';
import { parseLocal } from './runner/zoned-time.ts';
for (const q of [0, 10_000, 25_000]) {
const sim = await Simulation.start({ facility: { kind: 'demo', systems: [1] }, startMs: parseLocal('2025-01-07 00:00'), quantumMs: q });
const t1 = performance.now();
await sim.advanceBy(24 * 3600_000);
console.log('q', q, 'day', (performance.now()-t1).toFixed(0), 'ms fired', sim.clock.fired, 'waits', sim.quiet.waits, 'rounds', sim.quiet.rounds, 'giveups', sim.quiet.giveUps, sim.services.calls.gateway(1)?.status, sim.services.hubs.hubs(1).map(h=>h.status).join(','));
console.log(sim.events.filter(e=>e.event.type==='status'||e.event.type==='device.battery').length);
await sim.stop();
}
