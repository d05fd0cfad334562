// CSV through csv-stringify: semicolons and a UTF-8 byte order mark, as spreadsheet programs in Swiss German
// settings open it directly with umlauts intact; the header row carries the column names. Times are the facility's
// wall clock (dd.MM.yyyy HH:mm), durations whole seconds (plain-cells.ts).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { plainCells, plainLabels, type PlainCell } from './plain-cells.ts';
import type { Cell, ExportWriter, ReportHead } from './types.ts';

/** What a spreadsheet reads as the start of a formula (or of a cell it splits into one): OWASP's CSV injection list. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it goes into the file, inert: a text starting with a formula character gets a leading apostrophe, so a
 * spreadsheet shows it as the text it is instead of running it (a tree node named "=cmd|' /C calc'!A0", a user
 * named "=HYPERLINK(…)" in the call log). Every text is untrusted here (names and texts come from users and from the
 * call system). A number is written as the number it is: a negative duration's minus sign starts no formula, and
 * prefixing it would turn the number into text.
 */
export function inertCell(cell: PlainCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvWriter(file: string, head: ReportHead): ExportWriter {
  const out = createWriteStream(file);
  const csv = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: plainLabels(head.columns),
    cast: { number: (n) => String(n) },
  });
  csv.pipe(out);
  const plain = plainCells(head);
  return {
    async write(rows: readonly Cell[][]) {
      for (const row of rows) if (!csv.write(plain(row).map(inertCell))) await once(csv, 'drain');
    },
    async finish() {
      csv.end();
      await finished(out);
    },
    async abort() {
      csv.unpipe(out);
      csv.destroy();
      out.end();
      await finished(out).catch(() => undefined);
    },
  };
}
