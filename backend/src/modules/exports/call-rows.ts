// The call log as an export's table (spec 02 §3 call fields): the columns in the exporting user's language and
// one row per logged call, with its times as instants (each format writes them as the facility's wall clock,
// dd.MM.yyyy HH:mm, spec 02 §9), its duration in seconds and the weekday's name; and the filter lines the report
// names under its title.
import { formatDateTime } from '@cs/rules/time';
import type { Locale } from '../../platform/locale.ts';
import { t, tCount } from '../../platform/messages.ts';
import type { CallLogFilter, CallLogQuery, CallLogRow } from '../../repositories/call-log-query.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { callTypeLabel } from '../call-log/call-type-label.ts';
import type { Cell, ExportColumn } from './writers/types.ts';
import { wallClockFormatter } from './writers/wall-clock.ts';

const CALL_COLUMNS: Array<[key: string, kind: ExportColumn['kind'], width: number]> = [
  ['time_start', 'instant', 15],
  ['time_end', 'instant', 15],
  ['duration', 'duration', 9],
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
  CALL_COLUMNS.map(([key, kind, width]) => ({
    label: t(locale, `export.calls.${key}`),
    kind,
    width,
    ...(kind === 'duration' && { secondsLabel: t(locale, `export.calls.${key}_seconds`) }),
  }));

/** The weekdays' names in a language, ISO order (index 1 Monday ... 7 Sunday). */
const weekdayNames = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return ['', ...Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)))];
};

/** A logged call's cells: its opening and closing as instants, its duration in seconds (the writers type them). */
export function callCells(locale: Locale, zone: string): (row: CallLogRow) => Cell[] {
  const names = weekdayNames(locale);
  const clock = wallClockFormatter(zone);
  return (row) => {
    const opened = Date.parse(row.opened_at);
    return [
      new Date(opened),
      new Date(row.closed_at),
      row.duration,
      names[clock(opened).weekday]!,
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
  /** the call sources the exporting user could read (auth/call-source-scope.ts storedScope); null: all */
  scope?: number[] | null;
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
    ['call_types', names(request.call_type_ids, doc.call_types, callTypeLabel)],
    ['call_sources', names(request.call_source_ids, doc.call_sources, (r) => r.text ?? String(r.id))],
    ['urgencies', request.urgencies.map((u) => t(locale, `export.urgencies.${u}`))],
    ['text', request.text ? [`«${request.text}»`] : []],
  ];
  return lines
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) =>
      t(locale, 'export.filterLine', {
        label: t(locale, `export.filters.${key}`),
        values: values.join(', '),
      }),
    );
}

/** What the exported log holds, counted as the log counts it: '7 Rufe · 5 Anwesenheiten' (issue 38). */
export const callCountsLine = (locale: Locale, counts: { calls: number; presences: number }): string =>
  `${tCount(locale, 'export.counts.calls', counts.calls)} · ${tCount(locale, 'export.counts.presences', counts.presences)}`;
