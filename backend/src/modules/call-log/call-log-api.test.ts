// The call log query over HTTP (spec 02 §3 call log fields; spec 02 §9 date ranges in the facility's zone;
// spec 01 §2 /log needs calllog::use_module, spec 01 §6 the log licence and system access). Rows are written
// through the repository the CallService writes with; the server's clock is 06.01.2025 08:00 UTC (09:00 in
// Zurich, a Monday).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogEntry } from '../../repositories/call-log-repository.ts';
import { callLogEntry } from '../../test-support/call-log-entry.ts';
import { gql, login, startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let technik: string;
let pflege: string;

const entry = callLogEntry;

const FIELDS = `id call_id system_id call_source_id call_source_text call_type_id call_type_text device_number
  device_text_short device_text_long section_id section_name handled_by_app_username position duration weekday
  is_closed is_presence opened_at closed_at time_start time_end call_type { flag urgency color }`;
const LOG = `query($filter: CallLogFilter, $sort: CallLogSort, $direction: SortDirection, $first: Int, $after: String) {
  callLog(filter: $filter, sort: $sort, direction: $direction, first: $first, after: $after) {
    rows { ${FIELDS} } next_cursor total total_capped calls presences range_from range_to time_zone } }`;

interface Page {
  rows: Array<Record<string, unknown> & { id: number; call_id: number }>;
  next_cursor: string | null;
  total: number;
  total_capped: boolean;
  range_from: string | null;
  range_to: string;
  time_zone: string;
}
async function page(variables: Record<string, unknown>, cookie = technik, lang?: string) {
  const res = await gql(server, LOG, variables, { cookie, lang });
  return { res, page: res.body.data?.callLog as Page | undefined };
}
const callIds = (p: Page | undefined) => p?.rows.map((r) => r.call_id);

// Around the local midnight of Monday 6 January 2025 (Zurich = UTC+1).
const ROWS: CallLogEntry[] = [
  entry(1, '2025-01-06T07:30:00.000Z'), // 08:30 local today: last hour
  entry(2, '2025-01-05T23:30:00.000Z'), // 00:30 local today (UTC: still the 5th): 12 hours, not yesterday
  entry(3, '2025-01-04T23:30:00.000Z'), // 00:30 local on the 5th (UTC: the 4th): yesterday
  entry(4, '2025-01-04T22:30:00.000Z'), // 23:30 local on the 4th: day before yesterday
  entry(5, '2024-12-31T22:59:00.000Z', { call_type_id: 2, call_type_text: 'Notruf', urgency: 'EMERGENCY' }), // 23:59 local 31.12.2024: last year
  entry(6, '2024-12-31T23:00:00.000Z', {
    section_id: 2,
    section_name: 'Wohnbereich 2',
    device_text_long: 'Bad 50%',
  }), // 00:00 local 1.1.2025: this year
  // written before urgency and flag were kept: judged by call type 2's current urgency (EMERGENCY in the demo)
  entry(7, '2024-06-01T10:00:00.000Z', {
    call_type_id: 2,
    call_type_text: 'Notruf',
    urgency: null,
    call_type_flag: null,
  }),
  entry(8, '2025-01-06T07:45:00.000Z', { system_id: 2, section_name: 'Andere Anlage' }),
];

beforeAll(async () => {
  server = await startTestServer();
  for (const row of ROWS) server.services.callLog.record(row);
  technik = (await login(server, 'technik', 'technik')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
});
afterAll(() => server.close());

describe('callLog date ranges (spec 02 §9) are local days and years of the facility, not UTC ones', () => {
  it.each([
    ['LAST_HOUR', [1]],
    ['LAST_12_HOURS', [1, 2]],
    ['YESTERDAY', [3]],
    ['DAY_BEFORE_YESTERDAY', [4]],
    ['LAST_7_DAYS', [1, 2, 3, 4, 6, 5]], // back to 30.12.2024 09:00 local
    ['THIS_YEAR', [1, 2, 3, 4, 6]],
    ['LAST_YEAR', [5, 7]],
    ['SINCE_BEGINNING', [1, 2, 3, 4, 6, 5, 7]],
  ])('%s', async (range, expected) => {
    const { page: p } = await page({ filter: { range } });
    expect(callIds(p)).toEqual(expected);
    expect(p?.total).toBe(expected.length);
    expect(p?.time_zone).toBe('Europe/Zurich');
  });

  it('answers the bounds it used: yesterday from 23:00 UTC the day before', async () => {
    const { page: p } = await page({ filter: { range: 'YESTERDAY' } });
    expect([p?.range_from, p?.range_to]).toEqual(['2025-01-04T23:00:00.000Z', '2025-01-05T23:00:00.000Z']);
  });
});

describe('callLog fields (spec 02 §3 call)', () => {
  it('every field the history holds, times as dd.MM.yyyy HH:mm and the weekday in the facility zone', async () => {
    const { page: p } = await page({ filter: { range: 'YESTERDAY' } });
    expect(p?.rows[0]).toMatchObject({
      call_id: 3,
      system_id: 1,
      call_type_id: 4,
      call_type_text: 'Patientenruf',
      device_number: 8,
      device_text_short: '102',
      device_text_long: 'Zimmer 102',
      section_id: 1,
      section_name: 'Wohnbereich 1',
      handled_by_app_username: null,
      duration: 90,
      weekday: 7, // Sunday 5 January locally (UTC: Saturday the 4th)
      is_closed: true,
      is_presence: false,
      opened_at: '2025-01-04T23:30:00.000Z',
      closed_at: '2025-01-04T23:31:30.000Z',
      time_start: '05.01.2025 00:30',
      time_end: '05.01.2025 00:31',
      call_type: { flag: 'none', urgency: 'NORMAL', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
    });
  });

  it('a row written before urgency and flag were kept reads them from its call type', async () => {
    const { page: p } = await page({ filter: { range: 'LAST_YEAR' } });
    const old = p?.rows.find((r) => r.call_id === 7);
    const current = server.services.systems.get(1)!.call_types.find((c) => c.id === 2)!;
    expect(old?.call_type).toMatchObject({ flag: current.flag, urgency: current.urgency });
  });
});

describe('callLog filters, server-side (spec 02 §3)', () => {
  const since = (f: Record<string, unknown>) => ({ filter: { range: 'SINCE_BEGINNING', ...f } });

  it('section, call type and text; the text is literal (a % is a percent sign)', async () => {
    expect(callIds((await page(since({ section_ids: [2] }))).page)).toEqual([6]);
    expect(callIds((await page(since({ call_type_ids: [2] }))).page)).toEqual([5, 7]);
    expect(callIds((await page(since({ text: 'bad 50%' }))).page)).toEqual([6]);
    expect(callIds((await page(since({ text: '50%x' }))).page)).toEqual([]);
    expect(callIds((await page(since({ text: 'notruf' }))).page)).toEqual([5, 7]);
  });

  it('urgency: kept values, and the call type of older rows', async () => {
    const current = server.services.systems.get(1)!.call_types.find((c) => c.id === 2)!.urgency;
    const { page: p } = await page(since({ urgencies: [current] }));
    expect(callIds(p)).toEqual(current === 'EMERGENCY' ? [5, 7] : [7]);
  });

  it('only the selected system: system 2 rows are not in system 1, and pflege (system_access [1]) is refused system 2', async () => {
    expect(callIds((await page(since({}))).page)).not.toContain(8);
    const two = await gql(server, LOG, since({}), { cookie: technik, system: '02' });
    expect((two.body.data?.callLog as Page).rows.map((r) => r.call_id)).toEqual([8]);
    const refused = await gql(server, LOG, since({}), { cookie: pflege, system: '02' });
    expect(refused.status).toBe(424);
  });
});

describe('callLog pages by cursor (keyset)', () => {
  it('walks every row once in the sort order, ties broken by the row id, and refuses a cursor of another sort', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let durations: number[] = [];
    do {
      const { page: p } = await page({
        filter: { range: 'SINCE_BEGINNING' },
        sort: 'duration',
        direction: 'ASC',
        first: 3,
        after,
      });
      seen.push(...p!.rows.map((r) => r.id));
      durations = [...durations, ...p!.rows.map((r) => r.duration as number)];
      after = p!.next_cursor;
    } while (after);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // all 90 s: the id decides
    const first = await page({ filter: { range: 'SINCE_BEGINNING' }, sort: 'duration', first: 2 });
    const { res } = await page({
      filter: { range: 'SINCE_BEGINNING' },
      sort: 'opened_at',
      after: first.page!.next_cursor,
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      validation: true,
      field: 'after',
      key: 'invalid',
    });
  });
});

describe('callLog refuses bad input with the catalogue message in the caller language (spec 02 §5)', () => {
  it('page size, text length and a forged cursor', async () => {
    const { res } = await page(
      { first: 500, filter: { text: 'x'.repeat(101) }, after: 'bm9wZQ' },
      technik,
      'en',
    );
    const errors = res.body.errors ?? [];
    expect(errors.map((e) => [e.extensions?.field, e.extensions?.key])).toEqual([
      ['first', 'between'],
      ['filter.text', 'max_length'],
      ['after', 'invalid'],
    ]);
    expect(errors[1]?.message).toBe('At most 100 characters allowed');
  });
});

describe('callLog access (spec 01 §2 calllog::use_module, spec 01 §6 the log licence)', () => {
  it('anonymous: MISSING_AUTH; without calllog::use_module: MISSING_PERMISSION; without the licence: refused but to superusers', async () => {
    const anonymous = await gql(server, LOG, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    const admin = (await login(server, 'admin', 'admin')).cookie!;
    const role = await gql(
      server,
      'mutation($input: AdminRoleInput!) { createRole(input: $input) { id } }',
      { input: { name: 'Nur Anzeige', permissions: ['display::manage_display_profiles'] } },
      { cookie: admin },
    );
    const roleId = (role.body.data?.createRole as { id: number }).id;
    await gql(
      server,
      'mutation($input: AdminUserInput!) { createUser(input: $input) { id } }',
      { input: { name: 'anzeige', password: 'geheim123', password_repeat: 'geheim123', roles: [roleId] } },
      { cookie: admin },
    );
    const without = (await login(server, 'anzeige', 'geheim123')).cookie!;
    expect((await page({}, without)).res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const features = server.services.installation.licence().features;
    features.log = false;
    try {
      expect((await page({}, technik)).res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      // Unlicensed modules are visible only to superusers (spec 01 §6).
      expect((await page({}, admin)).page?.rows).toBeDefined();
    } finally {
      features.log = true;
    }
    expect((await page({}, technik)).page?.rows).toBeDefined();
  });
});

describe('one name for one call type, one count for calls and presences (issue 38 items 4 and 5)', () => {
  it("the filter offers each call type by the text its calls carry (spec 02 §3 call type text): 'Patientenruf' is found", async () => {
    const OPTIONS = '{ callLogOptions { call_types { id name } } }';
    const res = await gql(server, OPTIONS, {}, { cookie: technik });
    const options = res.body.data?.callLogOptions as { call_types: Array<{ id: number; name: string }> };
    const types = server.services.systems.get(1)!.call_types;
    expect(options.call_types).toEqual(
      expect.arrayContaining(types.map((c) => ({ id: c.id, name: c.text || c.name }))),
    );
    // the rows' call type of call 3 is an option of the filter, by the same name
    const { page: p } = await page({ filter: { range: 'YESTERDAY' } });
    expect(options.call_types).toContainEqual({ id: 4, name: p?.rows[0]?.call_type_text });
    expect(p?.rows[0]?.call_type_text).toBe('Patientenruf');
  });

  it('a presence is counted apart from the calls; a row without the call system text says the call type one', async () => {
    server.services.callLog.record(
      entry(20, '2023-05-01T08:00:00.000Z', {
        is_presence: true,
        call_type_id: 6,
        call_type_text: 'Pflege anwesend',
      }),
    );
    server.services.callLog.record(entry(21, '2023-05-01T07:59:00.000Z', { call_type_text: null }));
    const { res } = await page({ filter: { range: 'SINCE_BEGINNING' } });
    const counted = res.body.data?.callLog as Page & { calls: number; presences: number };
    expect(counted).toMatchObject({ total: 9, calls: 8, presences: 1 });
    const untold = counted.rows.find((r) => r.call_id === 21);
    expect(untold?.call_type_text).toBe('Patientenruf'); // call type 4's text today
  });
});
