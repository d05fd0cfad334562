// XLSX through ExcelJS' streaming WorkbookWriter: each row is committed (written to the zip stream and dropped)
// as it arrives, so a 100,000-row sheet costs what a page costs. Header row frozen, columns sized. Cells are typed
// (issue 38: dates as text could not be sorted, filtered or computed with): numbers are numbers; an instant is a
// date cell holding the facility's wall clock (a spreadsheet's dates have no zone) in the Swiss format
// dd.mm.yyyy hh:mm; a duration is a duration cell ([h]:mm:ss, the fraction of a day Excel counts time in). The
// formats are the columns' styles (bench/export-xlsx.ts measures their cost).
import ExcelJS from 'exceljs';
import type { Cell, ExportColumn, ExportWriter, ReportHead } from './types.ts';
import { wallClockFormatter } from './wall-clock.ts';

/** Excel's sheet names: at most 31 characters, none of []:*?/\ */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** Excel's number formats (their codes, not the user's locale: Excel shows them as written). */
export const XLSX_FORMATS = { instant: 'dd.mm.yyyy hh:mm', duration: '[h]:mm:ss' } as const;
const DAY_SECONDS = 86_400;
const ROW_STYLE: Partial<ExcelJS.Style> = {};

const styleOf = (c: ExportColumn): Partial<ExcelJS.Style> | undefined =>
  c.kind === 'instant' || c.kind === 'duration' ? { numFmt: XLSX_FORMATS[c.kind] } : undefined;

export function xlsxWriter(file: string, head: ReportHead): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    // the number formats of dates and durations are styles
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: the zip falls behind the rows less, so the file is done sooner after the last row (the
    // longest wait without progress, bench/export-xlsx.ts); the file is about a tenth larger.
    zip: { zlib: { level: 1 } },
  });
  workbook.title = head.title;
  if (head.counts) workbook.subject = head.counts;
  const sheet = workbook.addWorksheet(sheetName(head.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = head.columns.map((c) => ({
    header: c.label,
    width: Math.max(8, c.width * 1.2),
    style: styleOf(c),
  }));
  // the header in bold, without the formats its column's cells take
  const header = sheet.getRow(1);
  header.eachCell((cell) => (cell.style = { font: { bold: true } }));
  header.commit();
  // One style object per column, shared by its cells: ExcelJS remembers a style object's id (a WeakMap), where a
  // cell's own copy of its column's style cost a lookup by value for every cell.
  const styles = head.columns.map((c) => styleOf(c) ?? {});
  const clock = wallClockFormatter(head.zone);
  const durations = head.columns.map((c) => c.kind === 'duration');
  const typed = (cell: Cell, i: number): Cell => {
    if (cell instanceof Date) return new Date(clock(cell.getTime()).local);
    if (durations[i] && typeof cell === 'number') return cell / DAY_SECONDS;
    return cell;
  };
  return {
    async write(rows: readonly Cell[][]) {
      for (const row of rows) {
        const added = sheet.addRow(row.map(typed));
        // the row and its empty cells too: they are written with a style as well
        Object.assign(added, { style: ROW_STYLE }); // a row's style is not in ExcelJS' types
        added.eachCell({ includeEmpty: true }, (cell, column) => (cell.style = styles[column - 1]!));
        added.commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      sheet.commit();
      await workbook.commit().catch(() => undefined);
    },
  };
}
