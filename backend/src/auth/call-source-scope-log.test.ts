// A role's call source groups restrict what its users read of the call log (spec 01 §6, spec 02 §6 "Roles may
// restrict access to call source groups"; auth/call-source-scope.ts): the list, a call's detail, the filter's call
// sources, the exports in every format (read back with csv-parse, read-excel-file and pdftotext) and the analytics.
// A restricted and an unrestricted reader with the same permissions read the same log.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJobRow } from '../repositories/export-job-repository.ts';
import { gql } from '../test-support/test-server.ts';
import {
  loggedCall,
  READABLE_SOURCES,
  READER_PERMISSIONS,
  startReaders,
  type Readers,
} from '../test-support/restricted-readers.ts';

let r: Readers;
const ids: Record<string, number> = {};

// device 23 and 8 (call source 1, none) lie outside the restricted role's groups; 24 (3) and 27 (4) within
const ROWS = [
  loggedCall(1, 23, 1),
  loggedCall(2, 24, 3),
  loggedCall(3, 27, 4),
  loggedCall(4, 8, null),
  loggedCall(5, 23, 1, { is_presence: true }),
  loggedCall(6, 24, 3, { is_presence: true }),
];

const LOG = `query($filter: CallLogFilter) { callLog(filter: $filter, first: 50) { total rows { id device_number } } }`;
const devicesIn = async (cookie: string, filter: Record<string, unknown> = {}) => {
  const res = await gql(r.server, LOG, { filter }, { cookie });
  const page = res.body.data?.callLog as { total: number; rows: Array<{ device_number: number }> };
  return { total: page.total, devices: page.rows.map((row) => row.device_number).sort((a, b) => a - b) };
};

beforeAll(async () => {
  r = await startReaders();
  for (const row of ROWS) {
    r.server.services.callLog.record(row);
    ids[`${row.call_id}`] = r.server.services.callLogQuery.byCall(1, row.call_id, row.opened_at)!.id;
  }
});
afterAll(() => r.server.close());

describe('the call log (spec 02 §3 call log)', () => {
  it('lists the calls of the role’s call source groups only; an unrestricted role lists all', async () => {
    expect(await devicesIn(r.restricted)).toEqual({ total: 3, devices: [24, 24, 27] });
    expect(await devicesIn(r.free)).toEqual({ total: 6, devices: [8, 23, 23, 24, 24, 27] });
  });

  it('a filter narrows within the groups and never widens past them', async () => {
    expect(await devicesIn(r.restricted, { call_source_ids: [1] })).toEqual({ total: 0, devices: [] });
    expect(await devicesIn(r.restricted, { call_source_ids: [1, 4] })).toEqual({ total: 1, devices: [27] });
    expect(await devicesIn(r.restricted, { text: 'Gerät 2' })).toEqual({ total: 3, devices: [24, 24, 27] });
  });

  it('a call outside the groups has no detail for the restricted reader (as if it did not exist)', async () => {
    const detail = (cookie: string, id: number, field = 'callLogCall') =>
      gql(r.server, `{ ${field}(id: ${id}) { call { device_number } } }`, {}, { cookie });
    const outside = ids['1']!;
    expect((await detail(r.restricted, outside)).body.data?.callLogCall).toBeNull();
    expect((await detail(r.restricted, outside, 'analyticsCall')).body.data?.analyticsCall).toBeNull();
    expect((await detail(r.free, outside)).body.data?.callLogCall).toEqual({ call: { device_number: 23 } });
    expect((await detail(r.restricted, ids['2']!)).body.data?.callLogCall).toEqual({
      call: { device_number: 24 },
    });
  });

  it('the filter offers the call sources of the groups', async () => {
    const options = async (cookie: string) =>
      (
        (await gql(r.server, '{ callLogOptions { call_sources { id } } }', {}, { cookie })).body.data
          ?.callLogOptions as { call_sources: Array<{ id: number }> }
      ).call_sources
        .map((c) => c.id)
        .sort();
    expect(await options(r.restricted)).toEqual(READABLE_SOURCES);
    expect(await options(r.free)).toEqual([1, 2, 3, 4, 5]);
  });
});

function ended(id: number): Promise<ExportJobRow> {
  return new Promise((resolve) => {
    const check = (job: ExportJobRow | null) => {
      if (job?.id === id && ['Complete', 'Failed', 'Canceled'].includes(job.state)) {
        off();
        resolve(job);
      }
    };
    const off = r.server.services.exports.onChange(check);
    check(r.server.services.exports.get(id));
  });
}

/** The file of an export of the last 24 hours, as the reader downloads it. */
async function exported(format: string, cookie: string): Promise<Buffer> {
  const res = await gql(
    r.server,
    `mutation($format: ExportFormat!) { exportCallLog(format: $format) { id rows_total } }`,
    { format },
    { cookie },
  );
  const job = res.body.data?.exportCallLog as { id: number };
  expect((await ended(job.id)).state).toBe('Complete');
  const file = await fetch(`${r.server.url}/backend/exports/${job.id}/file`, { headers: { cookie } });
  return Buffer.from(await file.arrayBuffer());
}

function pdfText(body: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-scope-pdf-'));
  try {
    writeFileSync(path.join(dir, 'r.pdf'), body);
    return spawnSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the call log’s exports, every format (spec 02 §3 export)', () => {
  it('CSV, XLSX and PDF carry the calls of the groups only; the unrestricted reader’s carry all', async () => {
    const csv = (body: Buffer) =>
      (parse(body, { delimiter: ';', bom: true, columns: true }) as Array<Record<string, string>>)
        .map((row) => row['Gerät'])
        .sort();
    const xlsx = async (body: Buffer) =>
      (await readSheet(body))
        .slice(1)
        .map((row) => row[8])
        .sort();
    const pdf = (body: Buffer) =>
      pdfText(body)
        .match(/Gerät \d+/g)
        ?.sort();
    const within = ['Gerät 24', 'Gerät 24', 'Gerät 27'];
    const all = ['Gerät 23', 'Gerät 23', 'Gerät 24', 'Gerät 24', 'Gerät 27', 'Gerät 8'];
    expect(csv(await exported('CSV', r.restricted))).toEqual(within);
    expect(await xlsx(await exported('XLSX', r.restricted))).toEqual(within);
    expect(pdf(await exported('PDF', r.restricted))).toEqual(within);
    expect(csv(await exported('CSV', r.free))).toEqual(all);
    expect(pdf(await exported('PDF', r.free))).toEqual(all);
  });
});

describe('the download of a call log export (spec 02 §3 export; http/export-routes.ts)', () => {
  const ROLE = `mutation($input: AdminRoleInput!) { updateRole(input: $input) { id } }`;
  const restrict = async (id: number, name: string, groups: number[]) => {
    const input = { id, name, permissions: READER_PERMISSIONS, call_source_group_ids: groups };
    expect((await gql(r.server, ROLE, { input }, { cookie: r.admin })).body.errors).toBeUndefined();
  };
  const start = async (cookie: string) => {
    const res = await gql(r.server, 'mutation { exportCallLog(format: CSV) { id } }', {}, { cookie });
    const id = (res.body.data?.exportCallLog as { id: number }).id;
    expect((await ended(id)).state).toBe('Complete');
    return (c = cookie) => fetch(`${r.server.url}/backend/exports/${id}/file`, { headers: { cookie: c } });
  };

  it('is refused once the role no longer covers the call sources the file holds; allowed again after', async () => {
    const restrictedFile = await start(r.restricted);
    const freeFile = await start(r.free);
    try {
      await restrict(2, 'Pflege', [2]); // groups 2 and 3 narrowed to 2
      await restrict(1, 'Technik', [3]); // all narrowed to group 3
      expect((await restrictedFile()).status).toBe(403);
      expect((await freeFile()).status).toBe(403);
    } finally {
      await restrict(2, 'Pflege', [2, 3]);
      await restrict(1, 'Technik', []);
    }
    expect((await restrictedFile()).status).toBe(200);
    expect((await freeFile()).status).toBe(200);
  });
});

const ANALYTICS = `query($filter: CallLogFilter) { callAnalytics(filter: $filter) { calls presences previous_calls
  p50 answered by_call_type { key calls } by_section { key calls } top_devices { key calls } per_hour } }`;

describe('the analytics (spec 01 §2 /analytics)', () => {
  const figures = async (cookie: string, filter: Record<string, unknown>) =>
    (await gql(r.server, ANALYTICS, { filter }, { cookie })).body.data?.callAnalytics as Record<
      string,
      unknown
    >;

  it('count the calls and presences of the groups: as the unrestricted reader filtered to their sources', async () => {
    const restricted = await figures(r.restricted, {});
    expect(restricted).toMatchObject({ calls: 2, presences: 1 });
    expect((await figures(r.free, {})) as object).toMatchObject({ calls: 4, presences: 2 });
    expect(restricted).toEqual(await figures(r.free, { call_source_ids: READABLE_SOURCES }));
  });

  it('the same for a text filter, which reads the log instead of the cached days', async () => {
    const restricted = await figures(r.restricted, { text: 'Gerät' });
    expect(restricted).toMatchObject({ calls: 2, presences: 1 });
    expect(restricted).toEqual(await figures(r.free, { text: 'Gerät', call_source_ids: READABLE_SOURCES }));
  });
});
