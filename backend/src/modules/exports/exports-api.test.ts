// Export jobs over HTTP (spec 02 §3 export: CSV, XLSX, PDF of the call log and the system tree; §4 export job
// states; §5/§8 too many rows; spec 01 §2 and §6: the log's permission and licence, system access). Every file is
// downloaded as a browser would and read back with a reader other than the writer: csv-parse, read-excel-file (and
// ExcelJS' reader for the XLSX cells' types and formats), poppler's pdftotext; what it says is compared with the
// rows put into the history database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, wallClock } from '@cs/rules/time';
import type { CallLogEntry } from '../../repositories/call-log-repository.ts';
import type { ExportJobRow } from '../../repositories/export-job-repository.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let technik: string;
let pflege: string;
let admin: string;

const entry = (callId: number, openedAt: string, over: Partial<CallLogEntry> = {}): CallLogEntry => ({
  system_id: 1,
  call_id: callId,
  opened_at: openedAt,
  closed_at: new Date(Date.parse(openedAt) + callId * 60_000).toISOString(),
  duration: callId * 60,
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  call_source_id: null,
  call_source_text: null,
  section_id: 1,
  section_name: 'Wohnbereich 1',
  device_number: 8,
  device_text_short: `10${callId}`,
  device_text_long: `Zimmer 10${callId} Müller`,
  is_presence: false,
  handled_by: callId === 2 ? 'pflege' : null,
  position: null,
  call_type_flag: 'none',
  urgency: 'NORMAL',
  ...over,
});

// The server's clock: Monday 06.01.2025 08:00 UTC (09:00 in Zurich).
const ROWS = [
  entry(1, '2025-01-06T07:30:00.000Z'),
  entry(2, '2025-01-05T23:30:00.000Z', { section_id: 2, section_name: 'Wohnbereich 2' }),
  entry(3, '2025-01-04T23:30:00.000Z', { call_type_text: 'Notruf', call_type_id: 2, urgency: 'EMERGENCY' }),
  entry(4, '2025-01-04T22:30:00.000Z'),
  entry(5, '2024-12-20T10:00:00.000Z'), // outside the last 7 days
  entry(6, '2025-01-06T07:45:00.000Z', { system_id: 2, section_name: 'Andere Anlage' }), // another system
];
/** What the last 7 days of system 1 hold, newest first: the rows the exports must carry. */
const EXPECTED = ROWS.filter((r) => r.system_id === 1 && r.call_id !== 5).sort((a, b) =>
  b.opened_at.localeCompare(a.opened_at),
);
const ZONE = 'Europe/Zurich';

const START = `mutation($format: ExportFormat!, $filter: CallLogFilter) {
  exportCallLog(format: $format, filter: $filter) { id state rows_total file_name download_url } }`;

/** Resolves when the job has ended (asked before it could have: the listener is in place first). */
function ended(id: number): Promise<ExportJobRow> {
  return new Promise((resolve) => {
    const check = (job: ExportJobRow | null) => {
      if (job && job.id === id && ['Complete', 'Failed', 'Canceled'].includes(job.state)) {
        off();
        resolve(job);
      }
    };
    const off = server.services.exports.onChange(check);
    check(server.services.exports.get(id));
  });
}

async function exportCalls(format: string, filter: Record<string, unknown>, cookie = technik, lang?: string) {
  const res = await gql(server, START, { format, filter }, { cookie, lang });
  const job = res.body.data?.exportCallLog as { id: number } | undefined;
  if (job) await ended(job.id);
  return { res, id: job?.id };
}

async function download(id: number, cookie = technik) {
  const res = await fetch(`${server.url}/backend/exports/${id}/file`, { headers: { cookie } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const JOBS = `{ exportJobs { id state rows_done rows_total error file_name download_url created_time expires_at } }`;

beforeAll(async () => {
  server = await startTestServer({ exportMaxRows: { PDF: 3 } });
  for (const row of ROWS) server.services.callLog.record(row);
  const cookie = async (u: string) => (await login(server, u, u)).cookie!;
  [technik, pflege, admin] = [await cookie('technik'), await cookie('pflege'), await cookie('admin')];
});
afterAll(() => server.close());

describe('call log exports read back with independent readers (spec 02 §3 export)', () => {
  it('CSV: one row per logged call of the filter, newest first, times in the facility zone', async () => {
    const { id } = await exportCalls('CSV', { range: 'LAST_7_DAYS' });
    const { res, body } = await download(id!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('rufprotokoll-20250106-0900.csv');
    const rows = parse(body, { delimiter: ';', bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => r['Gerät'])).toEqual(EXPECTED.map((r) => r.device_text_long));
    expect(rows[0]).toEqual({
      Beginn: '06.01.2025 08:30',
      Ende: '06.01.2025 08:31',
      'Dauer (s)': '60',
      Wochentag: 'Montag',
      Rufart: 'Patientenruf',
      Rufquelle: '',
      Bereich: 'Wohnbereich 1',
      'Gerät (kurz)': '101',
      Gerät: 'Zimmer 101 Müller',
      Position: '',
      'Bearbeitet von': '',
    });
    expect(rows.map((r) => r.Beginn)).toEqual(EXPECTED.map((r) => formatDateTime(r.opened_at, ZONE)));
    const audit = server.services.audit.list(5).find((a) => a.action === 'download');
    expect(audit).toMatchObject({ entity: 'export', entity_id: String(id), user_name: 'technik' });
  });

  it('XLSX: the same rows with typed cells (dates and durations), headers in the language of the user who exported', async () => {
    const { id } = await exportCalls('XLSX', { range: 'LAST_7_DAYS' }, technik, 'fr');
    const { res, body } = await download(id!);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await readSheet(body);
    expect(sheet[0]).toEqual([
      'Début',
      'Fin',
      'Durée',
      'Jour',
      'Type d’appel',
      'Source d’appel',
      'Secteur',
      'Appareil (court)',
      'Appareil',
      'Position',
      'Traité par',
    ]);
    const data = sheet.slice(1);
    expect(data.map((r) => r[8])).toEqual(EXPECTED.map((r) => r.device_text_long));
    expect(data.map((r) => r[10])).toEqual(EXPECTED.map((r) => r.handled_by));
    expect(data[1]?.[3]).toBe('lundi'); // 00:30 on Monday locally, still Sunday in UTC

    // Issue 38 item 2: real date and duration cells, read back with ExcelJS (spec 02 §9 dd.MM.yyyy HH:mm in the
    // facility's zone). A spreadsheet's date has no zone: the cell holds Zurich's wall clock.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getRows(2, EXPECTED.length)!;
    /** Excel's day count as JavaScript gives it back: the wall clock's fields as a UTC instant */
    const wallClockOf = (iso: string) => {
      const w = wallClock(iso, ZONE);
      return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
    };
    rows.forEach((row, i) => {
      const call = EXPECTED[i]!;
      const [start, end, duration] = [row.getCell(1), row.getCell(2), row.getCell(3)];
      expect(start.type).toBe(ExcelJS.ValueType.Date);
      expect(start.value).toEqual(wallClockOf(call.opened_at));
      expect(start.numFmt).toBe('dd.mm.yyyy hh:mm');
      expect(end.value).toEqual(wallClockOf(call.closed_at));
      expect(end.numFmt).toBe('dd.mm.yyyy hh:mm');
      // a duration is the fraction of a day ExcelJS reads as a time since 30.12.1899 (Excel's day zero)
      expect(duration.numFmt).toBe('[h]:mm:ss');
      expect(((duration.value as Date).getTime() - Date.UTC(1899, 11, 30)) / 1000).toBe(call.duration);
      expect(row.getCell(9).type).toBe(ExcelJS.ValueType.String);
    });
    expect(rows[0]!.getCell(1).value).toEqual(new Date(Date.UTC(2025, 0, 6, 8, 30))); // 06.01.2025 08:30 in Zurich
  });

  it('PDF: a report with title, filters, a header and page numbers; each call on its own line', async () => {
    const { id } = await exportCalls('PDF', { range: 'LAST_7_DAYS', section_ids: [1] });
    const { body } = await download(id!);
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-pdf-'));
    writeFileSync(path.join(dir, 'r.pdf'), body);
    const out = spawnSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    const text = out.stdout;
    expect(text).toContain('Rufprotokoll');
    // counted as the log counts (issue 38 item 4): the calls of section 1 in the last 7 days, no presence
    expect(text).toContain('3 Rufe · 0 Anwesenheiten');
    expect(text).toContain('Zeitraum: Letzte 7 Tage (30.12.2024 09:00 – 06.01.2025 09:00)');
    expect(text).toContain('Bereiche: Wohnbereich 1');
    expect(text).toContain('Erstellt am 06.01.2025 09:00 von technik');
    expect(text).toMatch(/Beginn\s+Ende\s+Dauer \(s\)\s+Wochentag/);
    expect(text).toContain('Seite 1 von 1');
    const lines = text.split('\n');
    const wanted = EXPECTED.filter((r) => r.section_id === 1);
    for (const row of wanted) {
      const line = lines.find((l) => l.includes(formatDateTime(row.opened_at, ZONE)));
      expect(line).toContain(row.device_text_long);
      expect(line).toContain(row.call_type_text);
    }
    expect(lines.filter((l) => l.includes('Zimmer 10')).length).toBe(wanted.length);
  });
});

describe('one name for one call type (issue 38 item 5)', () => {
  it("the PDF's filter line names a call type as its calls do: by its text", async () => {
    const { id } = await exportCalls('PDF', { range: 'LAST_7_DAYS', call_type_ids: [2] });
    const { body } = await download(id!);
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-pdf-'));
    writeFileSync(path.join(dir, 'r.pdf'), body);
    const text = spawnSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], {
      encoding: 'utf8',
    }).stdout;
    const notruf = server.services.systems.get(1)!.call_types.find((c) => c.id === 2)!;
    expect(notruf.text).not.toBe(notruf.name); // 'Notruf im Zimmer' and 'Notruf' in the demo
    expect(text).toContain(`Rufarten: ${notruf.text}`);
    expect(text).toContain('1 Ruf · 0 Anwesenheiten');
  });
});

describe('limits, ownership and access (spec 02 §5, §8; spec 01 §6)', () => {
  it('more rows than the format allows: the catalogue message naming the maximum, nothing started', async () => {
    const before = (await gql(server, JOBS, {}, { cookie: technik })).body.data?.exportJobs as unknown[];
    const { res } = await exportCalls('PDF', { range: 'LAST_7_DAYS' }, technik, 'en');
    expect(res.body.errors?.[0]?.message).toBe('The export has too many rows: at most 3 are possible.');
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'EXPORT_TOO_MANY_ROWS',
      data: { max: 3 },
    });
    const after = (await gql(server, JOBS, {}, { cookie: technik })).body.data?.exportJobs as unknown[];
    expect(after.length).toBe(before.length);
  });

  it('a user lists and downloads only their own exports', async () => {
    const { id } = await exportCalls('CSV', { range: 'LAST_24_HOURS' }, pflege);
    const mine = (await gql(server, JOBS, {}, { cookie: pflege })).body.data?.exportJobs as Array<{
      id: number;
      state: string;
      rows_done: number;
      download_url: string;
      created_time: string;
    }>;
    expect(mine.map((j) => j.id)).toEqual([id]);
    expect(mine[0]).toMatchObject({ state: 'Complete', rows_done: 2, created_time: '06.01.2025 09:00' });
    const theirs = (await gql(server, JOBS, {}, { cookie: admin })).body.data?.exportJobs as unknown[];
    expect(theirs).toEqual([]);
    expect((await download(id!, admin)).res.status).toBe(404);
    expect((await fetch(`${server.url}/backend/exports/${id}/file`)).status).toBe(401);
    const cancel = await gql(server, `mutation { cancelExport(id: ${id}) { state } }`, {}, { cookie: admin });
    expect(cancel.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a download needs the permission still: a role that lost calllog::use_module gets 403', async () => {
    const { id } = await exportCalls('CSV', { range: 'LAST_24_HOURS' }, pflege);
    const users = server.services.users;
    const pflegeUser = users.byName('pflege')!;
    const role = users.rolesOf(pflegeUser)[0]!;
    const kept = role.permissions;
    role.permissions = kept.filter((p) => p !== 'calllog::use_module');
    try {
      expect((await download(id!, pflege)).res.status).toBe(403);
    } finally {
      role.permissions = kept;
    }
    expect((await download(id!, pflege)).res.status).toBe(200);
  });

  it("a download needs the log licence and the job's system in the user's system_access, as they are now", async () => {
    const { id } = await exportCalls('CSV', { range: 'LAST_24_HOURS' }, pflege);
    const licence = server.services.installation.licence();
    licence.features.log = false;
    try {
      expect((await download(id!, pflege)).res.status).toBe(403);
    } finally {
      licence.features.log = true;
    }
    const user = server.services.users.byName('pflege')!;
    const access = user.system_access;
    user.system_access = [2];
    try {
      expect((await download(id!, pflege)).res.status).toBe(403);
    } finally {
      user.system_access = access;
    }
    expect((await download(id!, pflege)).res.status).toBe(200);
  });

  it('the system tree needs systemtree::use_module (pflege has not)', async () => {
    const res = await gql(
      server,
      'mutation { exportSystemTree(format: CSV) { id } }',
      {},
      { cookie: pflege },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });
});

describe('system tree export (spec 02 §3 system tree node)', () => {
  it('CSV: the nodes the caller sees, in the order the tree shows them', async () => {
    const res = await gql(
      server,
      'mutation { exportSystemTree(format: CSV) { id } }',
      {},
      { cookie: technik },
    );
    const id = (res.body.data?.exportSystemTree as { id: number }).id;
    await ended(id);
    const tree = await gql(
      server,
      '{ systemTree { nodes { id name section_name } } }',
      {},
      { cookie: technik },
    );
    const nodes = (
      tree.body.data?.systemTree as { nodes: Array<{ id: number; name: string; section_name: string }> }
    ).nodes;
    const rows = parse((await download(id)).body, { delimiter: ';', bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(nodes.length).toBeGreaterThan(5);
    expect(rows.map((r) => Number(r.ID))).toEqual(nodes.map((n) => n.id));
    expect(rows.map((r) => r.Name)).toEqual(nodes.map((n) => n.name));
    expect(rows.map((r) => r.Bereich)).toEqual(nodes.map((n) => n.section_name ?? ''));
  });
});
