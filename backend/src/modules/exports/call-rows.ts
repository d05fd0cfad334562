// The call log as an export's table (spec 02 §3 call fields): the columns in the exporting user's language and
// one row per logged call, with times as the facility's wall clock (dd.MM.yyyy HH:mm, spec 02 §9) and the
// weekday's name; and the filter lines the report names under its title.
import { formatDateTime, wallClock } from '@cs/rules/time';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { CallLogFilter, CallLogQuery, CallLogRow } from '../../repositories/call-log-query.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import type { Cell, ExportColumn } from './writers/types.ts';

const CALL_COLUMNS: Array<[key: string, kind: ExportColumn['kind'], width: number]> = [
  ['time_start', 'text', 15],
  ['time_end', 'text', 15],
  ['duration', 'number', 9],
  ['weekday', 'text', 11],
  ['call_type', 'text', 16],
  ['call_source', 'text', 14],
  ['section', 'text', 16],
  ['device_short', 'text', 10],
  ['device_long', 'text', 18],
  ['position', 'text', 12],
  ['handled_by', 'text', 14],
];

export const callColumns = (locale: Locale): ExportColumn[] =>
  CALL_COLUMNS.map(([key, kind, width]) => ({ label: t(locale, `export.calls.${key}`), kind, width }));

const QUARTER_HOUR = 900_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * formatDateTime for many instants: the zone's offset is looked up once per quarter hour (zones change their
 * offset only on quarter hours) instead of once per call, which made the time columns a quarter of an XLSX
 * export's cost. Also answers the ISO weekday of the same wall clock.
 */
export function wallClockFormatter(zone: string): (iso: string) => { text: string; weekday: number } {
  const offsets = new Map<number, number>();
  return (iso) => {
    const ms = Date.parse(iso);
    const bucket = Math.floor(ms / QUARTER_HOUR);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * QUARTER_HOUR;
      const w = wallClock(start, zone);
      offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(bucket, offset);
    }
    const d = new Date(ms + offset);
    const text = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    return { text, weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay() };
  };
}

/** The weekdays' names in a language, ISO order (index 1 Monday ... 7 Sunday). */
const weekdayNames = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return ['', ...Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)))];
};

export function callCells(locale: Locale, zone: string): (row: CallLogRow) => Cell[] {
  const names = weekdayNames(locale);
  const clock = wallClockFormatter(zone);
  return (row) => {
    const opened = clock(row.opened_at);
    return [
      opened.text,
      clock(row.closed_at).text,
      row.duration,
      names[opened.weekday]!,
      row.call_type_text,
      row.call_source_text,
      row.section_name,
      row.device_text_short,
      row.device_text_long,
      row.position,
      row.handled_by,
    ];
  };
}

/** The rows of a filter, newest first, a page at a time along the log's keyset (constant memory at any depth). */
export function* callLogPages(
  query: CallLogQuery,
  filter: CallLogFilter,
  cells: (row: CallLogRow) => Cell[],
  pageRows: number,
): Generator<Cell[][]> {
  let after = null;
  for (;;) {
    const page = query.page(filter, 'opened_at', 'DESC', pageRows, after);
    if (page.rows.length) yield page.rows.map(cells);
    if (!page.next) return;
    after = page.next;
  }
}

/** The call log's filter as the export stores it (the GraphQL CallLogFilter, resolved to its bounds). */
export interface CallExportRequest {
  range: string;
  from: string | null;
  to: string;
  section_ids: number[];
  call_type_ids: number[];
  call_source_ids: number[];
  urgencies: string[];
  text: string | null;
}

export function callFilterLines(
  request: CallExportRequest,
  doc: SystemDoc,
  locale: Locale,
  zone: string,
): string[] {
  const names = <T extends { id: number }>(ids: number[], list: readonly T[], name: (r: T) => string) =>
    ids.map((id) => {
      const found = list.find((r) => r.id === id);
      return found ? name(found) : String(id);
    });
  const bounds = `${request.from ? formatDateTime(request.from, zone) : '…'} – ${formatDateTime(request.to, zone)}`;
  const lines: Array<[string, string[]]> = [
    ['range', [`${t(locale, `export.ranges.${request.range}`)} (${bounds})`]],
    ['sections', names(request.section_ids, doc.sections, (r) => r.name)],
    ['call_types', names(request.call_type_ids, doc.call_types, (r) => r.name)],
    ['call_sources', names(request.call_source_ids, doc.call_sources, (r) => r.text ?? String(r.id))],
    ['urgencies', request.urgencies.map((u) => t(locale, `export.urgencies.${u}`))],
    ['text', request.text ? [`«${request.text}»`] : []],
  ];
  return lines
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => `${t(locale, `export.filters.${key}`)}: ${values.join(', ')}`);
}
