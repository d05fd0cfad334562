// The replayCallLog step: a recorded call log (scenarios/data, spec 02 §3 export fields) played into the twin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCallLogCsv } from './call-log-csv.ts';
import type { Simulation } from './simulation.ts';
import { DATA_DIR } from './validate.ts';

/** Plays a recorded call log into the twin: each row opens at opened_at and closes at closed_at (demo trigger semantics). */
export function scheduleReplay(sim: Simulation, systemId: number, file: string): void {
  const twin = sim.twin(systemId);
  const rows = parseCallLogCsv(readFileSync(path.join(DATA_DIR, file), 'utf8'), `scenarios/data/${file}`);
  const actions: Array<{ at: number; order: number; run: () => void }> = [];
  rows.forEach((row, i) => {
    // The device node, not the room of the same name (a room 'Zimmer 101' holds the device 'Zimmer 101').
    const node = twin.ward.nodes.find(
      (n) => n.text_long === row.device_text_long && twin.ward.devices.some((d) => d.id === n.id),
    );
    const type = twin.ward.callTypes.find(
      (t) => t.text === row.call_type_text || t.name === row.call_type_text,
    );
    if (!node || !type)
      throw new Error(
        `scenarios/data/${file}:${i + 2}: no device "${row.device_text_long}" or call type "${row.call_type_text}" in ${twin.ward.facility.name}`,
      );
    const opened = Date.parse(row.opened_at);
    if (opened < sim.now())
      throw new Error(
        `scenarios/data/${file}:${i + 2}: opened_at ${row.opened_at} is before the scenario clock`,
      );
    // Closes before opens at the same instant: a presence that ends an alert does both at once.
    actions.push({
      at: opened,
      order: 1,
      run: () => twin.trigger({ deviceId: node.id, callTypeId: type.id }),
    });
    actions.push({
      at: Date.parse(row.closed_at),
      order: 0,
      run: () => twin.trigger({ deviceId: node.id, callTypeId: type.id, close: true }),
    });
  });
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const a of actions) sim.clock.setTimeout(a.run, a.at - sim.now());
}
