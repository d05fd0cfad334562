// The incidents the backend holds for a device (issue 18; spec 02 §3 incident kinds, severity, states), oldest first.
import type { IncidentMatch, Step } from '../format.ts';
import type { Simulation } from '../simulation.ts';
import { formatLocal, parseLocal } from '../zoned-time.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

const minute = (ms: number) => Math.floor(ms / 60_000);

export function expectIncidents(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectIncidents' }>,
): Verdict {
  const rows = sim.services.incidents
    .query({ systemIds: [systemId], devices: [step.device], limit: 100, offset: 0 })
    .rows.reverse();
  const text = rows
    .map(
      (r) =>
        `${r.kind} ${r.severity} ${r.state} ${formatLocal(Date.parse(r.opened_at))}` +
        (r.closed_at ? ` – ${formatLocal(Date.parse(r.closed_at))}` : ''),
    )
    .join('; ');
  if (rows.length !== step.incidents.length)
    return failWith(`${rows.length} incidents (${text || 'none'}), expected ${step.incidents.length}`);
  const problems = step.incidents.flatMap((want: IncidentMatch, i) => {
    const got = rows[i]!;
    const out: string[] = [];
    for (const key of ['kind', 'severity', 'state'] as const)
      if (want[key] !== undefined && got[key] !== want[key])
        out.push(`incident ${i + 1}: ${key} ${got[key]}, expected ${want[key]}`);
    for (const [key, at] of [
      ['openedAt', got.opened_at],
      ['closedAt', got.closed_at],
    ] as const) {
      const wanted = want[key];
      if (wanted !== undefined && (at === null || minute(Date.parse(at)) !== minute(parseLocal(wanted))))
        out.push(
          `incident ${i + 1}: ${key} ${at ? formatLocal(Date.parse(at)) : 'none'}, expected ${wanted}`,
        );
    }
    return out;
  });
  return problems.length
    ? failWith(problems.join('; '))
    : pass(`incidents of device ${step.device}: ${text || 'none'}`);
}
