// The cells of a format without types (CSV, PDF): an instant as the facility's wall clock (dd.MM.yyyy HH:mm),
// a duration as its whole seconds, a number as the number, a text as the text.
import type { Cell, ExportColumn, ReportHead } from './types.ts';
import { wallClockFormatter } from './wall-clock.ts';

export type PlainCell = string | number | null;

/** The column labels of a format without types: a duration's says its unit ('Dauer (s)'). */
export const plainLabels = (columns: readonly ExportColumn[]): string[] =>
  columns.map((c) => (c.kind === 'duration' && c.secondsLabel) || c.label);

export function plainCells(head: ReportHead): (row: readonly Cell[]) => PlainCell[] {
  const clock = wallClockFormatter(head.zone);
  return (row) => row.map((cell) => (cell instanceof Date ? clock(cell.getTime()).text : cell));
}
