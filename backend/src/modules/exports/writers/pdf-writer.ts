// The PDF report through pdfkit (spec 02 §3 export; issue 17: a readable report, not a dump): A4 landscape, the
// title, who made it when and the filters on the first page, then the table with its header repeated on every
// page (a column's header wraps onto more lines where it is wider than its column, issue 38 item 14: 'Appareil (…'
// was cut), one line per row (long texts end in '…'), and 'Seite n von m' at each page's foot. Rows have one
// height, so the page count is known before the first page is drawn and pages are written out as they fill.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { plainCells, plainLabels } from './plain-cells.ts';
import type { Cell, ExportWriter, ReportHead } from './types.ts';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 32;
const ROW = 13;
/** the header row's least height; a wrapped header adds its lines */
const HEADER = 16;
const FONT_SIZE = 8;
/** the table ends here; the page number sits below it */
const TABLE_BOTTOM = PAGE.height - 40;
const FOOTER_Y = PAGE.height - 26;
/** where the table starts on the pages after the first (below the title) */
const LATER_TOP = MARGIN + 18;

type Doc = InstanceType<typeof PDFDocument>;

/** The text shortened with '…' until it fits the width. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

/** The columns' widths (the table's width shared by their width units) and left edges. */
function columnLayout(columns: ReportHead['columns']) {
  const tableWidth = PAGE.width - 2 * MARGIN;
  const units = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / units) * tableWidth);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { tableWidth, widths, lefts };
}

/** Rows have one height: how many fit on the first page and on each later one, and so the page count. */
function pagination(firstTop: number, headerHeight: number, total: number) {
  const fits = (top: number) => Math.max(1, Math.floor((TABLE_BOTTOM - top - headerHeight) / ROW));
  const firstRows = fits(firstTop);
  const laterRows = fits(LATER_TOP);
  const pages = total <= firstRows ? 1 : 1 + Math.ceil((total - firstRows) / laterRows);
  return { firstRows, laterRows, pages };
}

/** The first page's head: the title, who made it when, the filters and the counts; answers where the table starts. */
function firstPageHead(doc: Doc, head: ReportHead, tableWidth: number): number {
  doc.font('Helvetica-Bold').fontSize(16).text(head.title, MARGIN, MARGIN, { width: tableWidth });
  doc.font('Helvetica').fontSize(9).text(head.created, { width: tableWidth });
  for (const line of head.filters) doc.text(line, { width: tableWidth });
  if (head.counts) doc.font('Helvetica-Bold').text(head.counts, { width: tableWidth }).font('Helvetica');
  return doc.y + 8;
}

export function pdfWriter(file: string, head: ReportHead): ExportWriter {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    autoFirstPage: false,
    info: { Title: head.title, Creator: 'care-call console' },
  });
  const out = createWriteStream(file);
  doc.pipe(out);
  const { tableWidth, widths, lefts } = columnLayout(head.columns);

  // The first page's head: its height decides how many rows fit there.
  doc.addPage();
  const labels = plainLabels(head.columns);
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const headerHeight = Math.max(
    HEADER,
    ...labels.map((label, i) => Math.ceil(doc.heightOfString(label, { width: widths[i]! - 4 })) + 7),
  );
  const firstTop = firstPageHead(doc, head, tableWidth);
  const { firstRows, laterRows, pages } = pagination(firstTop, headerHeight, head.total);
  let page = 1;
  let y = 0;
  let left = firstRows;
  let stripe = false;

  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('#444444')
      .text(
        head.pageLabel.replace('{page}', String(page)).replace('{pages}', String(pages)),
        MARGIN,
        FOOTER_Y,
        { width: tableWidth, align: 'center', lineBreak: false },
      );

  const plain = plainCells(head);
  const right = (c: ReportHead['columns'][number]) => c.kind === 'number' || c.kind === 'duration';
  const tableHeader = (top: number) => {
    doc.rect(MARGIN, top, tableWidth, headerHeight).fill('#dde3e6');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#000000');
    head.columns.forEach((c, i) =>
      doc.text(labels[i]!, lefts[i]! + 2, top + 4, {
        width: widths[i]! - 4,
        align: right(c) ? 'right' : 'left',
      }),
    );
    y = top + headerHeight;
    doc.font('Helvetica');
  };

  footer();
  tableHeader(firstTop);

  const row = (typed: readonly Cell[]) => {
    const cells = plain(typed);
    if (left === 0) {
      doc.addPage();
      page += 1;
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
      doc.text(head.title, MARGIN, MARGIN, { width: tableWidth, lineBreak: false });
      footer();
      tableHeader(LATER_TOP);
      left = laterRows;
    }
    if (stripe) doc.rect(MARGIN, y, tableWidth, ROW).fill('#f3f5f6');
    stripe = !stripe;
    doc.fillColor('#000000').fontSize(FONT_SIZE);
    head.columns.forEach((c, i) => {
      const cell = cells[i];
      if (cell === null || cell === undefined || cell === '') return;
      doc.text(fit(doc, String(cell), widths[i]! - 4), lefts[i]! + 2, y + 3, {
        width: widths[i]! - 4,
        align: right(c) ? 'right' : 'left',
        lineBreak: false,
      });
    });
    y += ROW;
    left -= 1;
  };

  return {
    async write(rows: readonly Cell[][]) {
      for (const cells of rows) row(cells);
    },
    async finish() {
      doc.end();
      await finished(out);
    },
    async abort() {
      doc.end();
      await finished(out).catch(() => undefined);
    },
  };
}
