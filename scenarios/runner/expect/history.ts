// What the backend recorded and announced: audit rows (spec 02 §3 audit log) and the system messages it
// published (spec 01 §7), each since the previous expectation of its kind.
import { z } from 'zod';
import type { Step } from '../format.ts';
import type { Simulation } from '../simulation.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

/** A system message's payload as the step compares it: its fields by name. */
const messagePayload = z.record(z.string(), z.unknown());

/** Moving checkpoints: "since the previous expectation of this kind". */
export interface Cursors {
  messages: number;
  audit: number;
  pushes: number;
  /** the newest send log row id seen by expectReportMails */
  sendLog: number;
}

export function expectAudit(
  sim: Simulation,
  step: Extract<Step, { kind: 'expectAudit' }>,
  cursors: Cursors,
): Verdict {
  const rows = sim.services.audit.list(500).reverse().slice(cursors.audit);
  let from = 0;
  const problems: string[] = [];
  for (const want of step.rows) {
    const i = rows.findIndex(
      (r, j) =>
        j >= from &&
        r.action === want.action &&
        (want.user === undefined || r.user_name === want.user) &&
        (want.outcome === undefined || r.outcome === want.outcome) &&
        (want.entity === undefined || r.entity === want.entity),
    );
    if (i < 0)
      problems.push(
        `no audit row ${JSON.stringify(want)} (rows: ${rows.map((r) => `${r.action}/${r.user_name || '-'}/${r.outcome}`).join(', ') || 'none'})`,
      );
    else from = i + 1;
  }
  cursors.audit += from;
  return problems.length
    ? failWith(problems.join('; '))
    : pass(
        `audit rows ${step.rows.map((r) => `${r.action}${r.user ? ` by ${r.user}` : ''} ${r.outcome ?? ''}`).join(', ')}`,
      );
}

export function expectMessages(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectMessages' }>,
  cursors: Cursors,
): Verdict {
  const seen = sim.messages
    .slice(cursors.messages)
    .map((m, i) => ({ ...m, i }))
    .filter((m) => m.systemId === systemId || m.systemId === null);
  let from = 0;
  const missing: string[] = [];
  for (const subject of step.subjects) {
    const i = seen.findIndex((m, j) => j >= from && m.subject === subject);
    if (i < 0) missing.push(subject);
    else from = i + 1;
  }
  const last = seen[from - 1];
  if (step.payload && last) {
    // a payload that is not an object has none of the fields the step names: each is reported missing
    const parsed = messagePayload.safeParse(JSON.parse(last.payload ?? '{}'));
    const payload = parsed.success ? parsed.data : {};
    for (const [k, v] of Object.entries(step.payload))
      if (payload[k] !== v)
        missing.push(`${last.subject} payload ${k}=${JSON.stringify(v)} (was ${JSON.stringify(payload[k])})`);
  }
  if (last) cursors.messages += last.i + 1;
  return missing.length
    ? failWith(
        `missing ${missing.join(', ')} (published: ${seen.map((m) => m.subject).join(', ') || 'none'})`,
      )
    : pass(`system messages ${step.subjects.join(' → ')}`);
}
