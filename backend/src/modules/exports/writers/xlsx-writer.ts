// XLSX through ExcelJS' streaming WorkbookWriter: each row is committed (written to the zip stream and dropped)
// as it arrives, so a 100,000-row sheet costs what a page costs. Header row frozen, columns sized; numbers stay
// numbers. No styles: ExcelJS looks every cell's style up, which made the export about a third slower
// (bench/export-xlsx.ts), and a bold header is not worth that at 100,000 rows.
import ExcelJS from 'exceljs';
import type { Cell, ExportWriter, ReportHead } from './types.ts';

/** Excel's sheet names: at most 31 characters, none of []:*?/\ */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

export function xlsxWriter(file: string, head: ReportHead): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
    // The fastest deflate: the zip falls behind the rows less, so the file is done sooner after the last row (the
    // longest wait without progress, bench/export-xlsx.ts); the file is about a tenth larger.
    zip: { zlib: { level: 1 } },
  });
  workbook.title = head.title;
  const sheet = workbook.addWorksheet(sheetName(head.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = head.columns.map((c) => ({ header: c.label, width: Math.max(8, c.width * 1.2) }));
  sheet.getRow(1).commit();
  return {
    async write(rows: readonly Cell[][]) {
      for (const row of rows) sheet.addRow(row).commit();
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
