// The call log as the history store holds it: row counts, rows like the expected ones, the last row, and a
// replayed recording matched row for row (spec 02 §3 call).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallLogEntry } from '../../../backend/src/repositories/call-log-repository.ts';
import { parseCallLogCsv } from '../call-log-csv.ts';
import type { CallLogMatch, Step } from '../format.ts';
import { DATA_DIR } from '../validate.ts';
import { formatLocal, parseLocal } from '../zoned-time.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

type CallLogStep = Extract<Step, { kind: 'expectCallLog' }>;

function matchRow(row: CallLogEntry, m: CallLogMatch): boolean {
  if (m.device !== undefined && row.device_number !== m.device) return false;
  if (m.callType !== undefined && row.call_type_id !== m.callType) return false;
  if (m.duration !== undefined && row.duration !== m.duration) return false;
  if (m.openedAt !== undefined && Date.parse(row.opened_at) !== parseLocal(m.openedAt)) return false;
  if (m.closedAt !== undefined && Date.parse(row.closed_at) !== parseLocal(m.closedAt)) return false;
  if (m.handledBy !== undefined && row.handled_by !== m.handledBy) return false;
  if (m.isPresence !== undefined && row.is_presence !== m.isPresence) return false;
  return true;
}

const showRow = (r: CallLogEntry) =>
  `${r.device_text_short} type ${r.call_type_id} ${formatLocal(Date.parse(r.opened_at))} → ${formatLocal(Date.parse(r.closed_at))} ${r.duration}s${r.handled_by ? ` by ${r.handled_by}` : ''}`;

export function expectCallLog(rows: CallLogEntry[], step: CallLogStep): Verdict {
  const problems: string[] = [];
  if (step.count !== undefined && rows.length !== step.count)
    problems.push(`${rows.length} rows, expected ${step.count}`);
  if (step.minCount !== undefined && rows.length < step.minCount)
    problems.push(`${rows.length} rows, expected at least ${step.minCount}`);
  const used = new Set<number>();
  for (const m of step.includes ?? []) {
    const i = rows.findIndex((r, j) => !used.has(j) && matchRow(r, m));
    if (i < 0) problems.push(`no row like ${JSON.stringify(m)}`);
    else used.add(i);
  }
  if (step.last && (!rows.length || !matchRow(rows[rows.length - 1]!, step.last)))
    problems.push(
      `last row ${rows.length ? showRow(rows[rows.length - 1]!) : '(none)'} is not like ${JSON.stringify(step.last)}`,
    );
  if (step.matchesReplay) {
    const recorded = parseCallLogCsv(
      readFileSync(path.join(DATA_DIR, step.matchesReplay), 'utf8'),
      step.matchesReplay,
    );
    const key = (
      device: string | null,
      type: string | null,
      opened: string,
      closed: string,
      duration: number,
    ) => `${device}|${type}|${Date.parse(opened)}|${Date.parse(closed)}|${duration}`;
    const want = recorded
      .map((r) => key(r.device_text_long, r.call_type_text, r.opened_at, r.closed_at, Number(r.duration)))
      .sort();
    const got = rows
      .map((r) => key(r.device_text_long, r.call_type_text, r.opened_at, r.closed_at, r.duration))
      .sort();
    const missing = want.filter((k) => !got.includes(k));
    const extra = got.filter((k) => !want.includes(k));
    if (missing.length || extra.length)
      problems.push(
        `replay differs: ${missing.length} recorded row(s) missing (${missing.slice(0, 3).join('; ')}), ${extra.length} extra (${extra.slice(0, 3).join('; ')})`,
      );
  }
  return problems.length
    ? failWith(problems.join('; '))
    : pass(
        `call log: ${rows.length} row(s)${rows.length ? `, last ${showRow(rows[rows.length - 1]!)}` : ''}`,
      );
}
