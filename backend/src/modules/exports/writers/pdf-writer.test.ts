// The PDF's column headers fit or wrap, never cut (issue 38 item 14: the French call log's 'Appareil (…' header):
// the call log's columns in all four languages, written and read back with pdftotext (poppler-utils, .ci/run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../platform/locale.ts';
import { callColumns } from '../call-rows.ts';
import { plainLabels } from './plain-cells.ts';
import { pdfWriter } from './pdf-writer.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cs-pdf-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(LOCALES)('the call log PDF in %s', (locale) => {
  it('shows every column header whole, wrapped where it is wider than its column', async () => {
    const columns = callColumns(locale);
    const file = path.join(dir, `calls-${locale}.pdf`);
    const writer = pdfWriter(file, {
      title: 'Rufprotokoll',
      filters: [],
      created: '06.01.2025 09:00',
      columns,
      total: 1,
      pageLabel: '{page}/{pages}',
      zone: 'Europe/Zurich',
    });
    await writer.write([columns.map(() => null)]);
    await writer.finish();
    const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
    expect(text).not.toContain('…');
    // every word of every header is there, whole, however the header wrapped
    const words = new Set(text.split(/\s+/u));
    const missing = plainLabels(columns).flatMap((label) => label.split(/\s+/u).filter((w) => !words.has(w)));
    expect(missing).toEqual([]);
  });
});
