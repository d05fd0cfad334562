// CSV through csv-stringify: semicolons and a UTF-8 byte order mark, as spreadsheet programs in Swiss German
// settings open it directly with umlauts intact; the header row carries the column names.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Cell, ExportWriter, ReportHead } from './types.ts';

export function csvWriter(file: string, head: ReportHead): ExportWriter {
  const out = createWriteStream(file);
  const csv = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: head.columns.map((c) => c.label),
    cast: { number: (n) => String(n) },
  });
  csv.pipe(out);
  return {
    async write(rows: readonly Cell[][]) {
      for (const row of rows) if (!csv.write(row.map((c) => c ?? ''))) await once(csv, 'drain');
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
