// The call log as CSV (spec 02 §3 Call (log) fields, RFC 4180 like the Gets' CSV in docs/protocols.md
// §2.1), for exporting a run and replaying a recorded log into the twin as a scenario.
import type { CallLogEntry } from '../../backend/src/repositories/call-log-repository.ts';
import { formatDate } from '@cs/rules/time';
import { FACILITY_TIME_ZONE, localParts } from './zoned-time.ts';

export const CALL_LOG_COLUMNS = [
  'id',
  'call_source_id',
  'call_source_text',
  'call_type_text',
  'device_text_short',
  'device_text_long',
  'section_name',
  'handled_by_app_username',
  'position',
  'duration',
  'weekday',
  'is_closed',
  'opened_at',
  'closed_at',
  'time_start',
  'time_end',
  'call_type.flag',
] as const;
export type CallLogCsvRow = Record<(typeof CALL_LOG_COLUMNS)[number], string>;

/** German weekday abbreviations by ISO weekday (1 Monday ... 7 Sunday), as the real call log exports them. */
const WEEKDAYS = ['', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const pad = (n: number) => String(n).padStart(2, '0');
const localTime = (iso: string) => {
  const p = localParts(Date.parse(iso), FACILITY_TIME_ZONE);
  return `${formatDate(Date.parse(iso), FACILITY_TIME_ZONE)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
};
const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function toCallLogCsv(entries: CallLogEntry[], flagOf: (callTypeId: number) => string): string {
  const lines = [CALL_LOG_COLUMNS.join(',')];
  for (const e of entries) {
    const row: CallLogCsvRow = {
      id: String(e.call_id),
      call_source_id: e.call_source_id === null ? '' : String(e.call_source_id),
      call_source_text: e.call_source_text ?? '',
      call_type_text: e.call_type_text ?? '',
      device_text_short: e.device_text_short ?? '',
      device_text_long: e.device_text_long ?? '',
      section_name: e.section_name ?? '',
      handled_by_app_username: e.handled_by ?? '',
      position: '',
      duration: String(e.duration),
      weekday: WEEKDAYS[localParts(Date.parse(e.opened_at)).weekday] ?? '',
      is_closed: 'true',
      opened_at: e.opened_at,
      closed_at: e.closed_at,
      time_start: localTime(e.opened_at),
      time_end: localTime(e.closed_at),
      'call_type.flag': flagOf(e.call_type_id),
    };
    lines.push(CALL_LOG_COLUMNS.map((c) => quote(row[c])).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** Parses the CSV above; throws naming the line of a malformed row. */
export function parseCallLogCsv(text: string, source: string): CallLogCsvRow[] {
  const records = parseCsv(text);
  const header = records.shift();
  if (!header) throw new Error(`${source}: empty file`);
  const missing = CALL_LOG_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`${source}:1: missing columns ${missing.join(', ')}`);
  return records.map((fields, i) => {
    if (fields.length !== header.length)
      throw new Error(`${source}:${i + 2}: ${fields.length} fields, the header has ${header.length}`);
    const row = Object.fromEntries(header.map((h, j) => [h, fields[j] ?? ''])) as CallLogCsvRow;
    for (const c of ['opened_at', 'closed_at'] as const)
      if (Number.isNaN(Date.parse(row[c])))
        throw new Error(`${source}:${i + 2}: ${c} "${row[c]}" is not an ISO time`);
    return row;
  });
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}
