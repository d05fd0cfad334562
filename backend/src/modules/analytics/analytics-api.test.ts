// The analytics query over HTTP against figures computed by hand (issue 17: "the test checks the analytics figures
// against values computed by hand"; spec 01 §2 analytics needs analytics::use_module and the analytics licence;
// spec 02 §9 date ranges in the facility's zone). The server's clock is 06.01.2025 08:00 UTC (09:00 in Zurich, a
// Monday), so LAST_7_DAYS is [30.12.2024 09:00, 06.01.2025 09:00) local.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogEntry } from '../../repositories/call-log-repository.ts';
import type { CallAnalytics } from '../../generated/graphql.ts';
import { callLogEntry } from '../../test-support/call-log-entry.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let admin: string;
let pflege: string;

const entry = (callId: number, openedAt: string, duration: number, over: Partial<CallLogEntry> = {}) =>
  callLogEntry(callId, openedAt, { duration, ...over });
const room103 = {
  section_id: 2,
  section_name: 'Wohnbereich 2',
  device_number: 9,
  device_text_long: 'Zimmer 103',
};

// Local times (Zurich, UTC+1) in the comments.
const ROWS: CallLogEntry[] = [
  entry(1, '2025-01-06T07:30:00.000Z', 60), // A: Mon 06.01 08:30, early shift
  entry(2, '2025-01-05T23:30:00.000Z', 120), // B: Mon 06.01 00:30 (UTC: Sunday), night
  entry(3, '2025-01-04T23:30:00.000Z', 30, { ...room103, call_type_id: 2, call_type_text: 'Notruf' }), // C: Sun 05.01 00:30, night
  entry(4, '2025-01-03T13:00:00.000Z', 900, room103), // D: Fri 03.01 14:00, late; 15 min: long
  entry(5, '2025-01-02T05:59:00.000Z', 300), // E: Thu 02.01 06:59, early
  entry(6, '2025-01-06T07:31:00.000Z', 40, { is_presence: true }), // a presence at A's device: answers A after 60 s
  entry(10, '2025-01-03T13:02:00.000Z', 40, { ...room103, is_presence: true }), // answers D after 120 s
  // a presence in another room (device 5, Zimmer 101, in the demo tree) while E was open: does not answer E
  entry(11, '2025-01-02T06:00:00.000Z', 40, { device_number: 5, is_presence: true }),
  entry(7, '2024-12-29T12:00:00.000Z', 50), // the week before: previous period
  entry(8, '2024-12-29T12:05:00.000Z', 50, { is_presence: true }), // a presence the week before
  entry(9, '2025-01-06T07:00:00.000Z', 70, { system_id: 2 }), // another system
];

const QUERY = `query($filter: CallLogFilter, $shifts: AnalyticsShifts) { callAnalytics(filter: $filter, shifts: $shifts) {
  range_from range_to time_zone calls presences previous_calls p50 p90 p95 answered presence_p50 presence_p90
  presence_p95 long_calls long_call_minutes period
  long_call_list { id opened_at duration call_type_text device_text section_name } shifts { early late night }
  per_period { label calls } per_hour heat_map
  by_call_type { key label calls p50 p90 p95 } by_section { key label calls p50 p90 p95 answered presence_p50 presence_p90 }
  by_shift { key calls p50 p90 } by_weekday { key calls } top_devices { key label calls } } }`;

beforeAll(async () => {
  server = await startTestServer();
  for (const row of ROWS) server.services.callLog.record(row);
  admin = (await login(server, 'admin', 'admin')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
});
afterAll(() => server.close());

const analytics = async (variables: Record<string, unknown>, cookie = admin) => {
  const res = await gql(server, QUERY, variables, { cookie });
  return { ...res, figures: res.body.data?.callAnalytics as CallAnalytics };
};

describe('callAnalytics against hand-computed figures', () => {
  it('counts calls apart from presences, with exact nearest-rank percentiles of the time to close', async () => {
    const res = await analytics({ filter: { range: 'LAST_7_DAYS' } });
    const a = res.figures;
    // durations of the 5 calls: 30, 60, 120, 300, 900 -> p50 the 3rd, p90 and p95 the 5th
    expect(a).toMatchObject({
      range_from: '2024-12-30T08:00:00.000Z',
      range_to: '2025-01-06T08:00:00.001Z', // the range includes the present millisecond
      time_zone: 'Europe/Zurich',
      calls: 5,
      presences: 3,
      previous_calls: 1,
      p50: 120,
      p90: 900,
      p95: 900,
      // answered by a presence in their room: A after 60 s, D after 120 s
      answered: 2,
      presence_p50: 60,
      presence_p90: 120,
      presence_p95: 120,
      long_calls: 1, // the seeded report's call_duration_threshold: 10 minutes
      long_call_minutes: 10,
      period: 'DAY',
    });
    // every local day the range touches, those without calls at zero (issue 38)
    expect(a.per_period).toEqual([
      { label: '30.12.2024', calls: 0 },
      { label: '31.12.2024', calls: 0 },
      { label: '01.01.2025', calls: 0 },
      { label: '02.01.2025', calls: 1 },
      { label: '03.01.2025', calls: 1 },
      { label: '04.01.2025', calls: 0 },
      { label: '05.01.2025', calls: 1 },
      { label: '06.01.2025', calls: 2 },
    ]);
  });

  it('places calls by the facility clock: hours, weekdays (the heat map) and shifts', async () => {
    const a = (await analytics({ filter: { range: 'LAST_7_DAYS' } })).figures;
    const hours = Array(24).fill(0);
    Object.assign(hours, { 0: 2, 6: 1, 8: 1, 14: 1 });
    expect(a.per_hour).toEqual(hours);
    expect(a.heat_map[0]?.[0]).toBe(1); // B: Monday 00:30
    expect(a.heat_map[0]?.[8]).toBe(1); // A: Monday 08:30
    expect(a.heat_map[3]?.[6]).toBe(1); // E: Thursday 06:59
    expect(a.heat_map[4]?.[14]).toBe(1); // D: Friday 14:00
    expect(a.heat_map[6]?.[0]).toBe(1); // C: Sunday 00:30
    expect(a.heat_map.flat().reduce((x: number, y: number) => x + y, 0)).toBe(5);
    expect(a.by_shift).toEqual([
      { key: 'early', calls: 2, p50: 60, p90: 300 }, // A, E
      { key: 'late', calls: 1, p50: 900, p90: 900 }, // D
      { key: 'night', calls: 2, p50: 30, p90: 120 }, // B, C
    ]);
    expect(a.by_weekday.map((w: { calls: number }) => w.calls)).toEqual([2, 0, 0, 1, 1, 0, 1]);
  });

  it('breaks down by call type, section and device (the level of need)', async () => {
    const a = (await analytics({ filter: { range: 'LAST_7_DAYS' } })).figures;
    expect(a.by_call_type).toEqual([
      { key: '4', label: 'Patientenruf', calls: 4, p50: 120, p90: 900, p95: 900 }, // 60, 120, 300, 900
      { key: '2', label: 'Notruf', calls: 1, p50: 30, p90: 30, p95: 30 },
    ]);
    expect(a.by_section).toEqual([
      // 60, 120, 300; A answered after 60 s
      {
        key: '1',
        label: 'Wohnbereich 1',
        calls: 3,
        p50: 120,
        p90: 300,
        p95: 300,
        answered: 1,
        presence_p50: 60,
        presence_p90: 60,
      },
      // 30, 900; D answered after 120 s
      {
        key: '2',
        label: 'Wohnbereich 2',
        calls: 2,
        p50: 30,
        p90: 900,
        p95: 900,
        answered: 1,
        presence_p50: 120,
        presence_p90: 120,
      },
    ]);
    expect(a.top_devices).toEqual([
      { key: '8', label: 'Zimmer 102', calls: 3 },
      { key: '9', label: 'Zimmer 103', calls: 2 },
    ]);
  });

  it('moves the shift boundaries and honours the log filter', async () => {
    const shifted = await analytics({
      filter: { range: 'LAST_7_DAYS' },
      shifts: { early: 7, late: 15, night: 23 },
    });
    // early 07-15: A 08:30, D 14:00; late 15-23: none; night 23-07: B 00:30, C 00:30, E 06:59
    expect(shifted.figures.by_shift.map((s: { calls: number }) => s.calls)).toEqual([2, 0, 3]);
    const emergencies = await analytics({ filter: { range: 'LAST_7_DAYS', call_type_ids: [2] } });
    expect(emergencies.figures).toMatchObject({
      calls: 1,
      presences: 0,
      p50: 30,
      answered: 0,
      presence_p50: null,
    });
  });

  it('keeps the shift boundaries as a system setting: ascending hours, the catalogue message, admin::manage_system', async () => {
    const UPDATE = `mutation($shifts: AnalyticsShifts!) { updateAnalyticsShifts(shifts: $shifts) { early late night } }`;
    const stored = async () => (await analytics({ filter: { range: 'LAST_7_DAYS' } })).figures;
    expect((await stored()).shifts).toEqual({ early: 6, late: 14, night: 22 }); // the defaults
    // not ascending: refused with the catalogue's message in the user's language, nothing changed
    const bad = await gql(
      server,
      UPDATE,
      { shifts: { early: 7, late: 7, night: 23 } },
      { cookie: admin, lang: 'fr' },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(bad.body.errors?.[0]?.extensions)).toContain('shifts.late');
    expect(JSON.stringify(bad.body.errors?.[0])).toContain('L’heure doit être postérieure à la précédente');
    expect((await stored()).shifts).toEqual({ early: 6, late: 14, night: 22 });
    const refused = await gql(
      server,
      UPDATE,
      { shifts: { early: 7, late: 15, night: 23 } },
      { cookie: pflege },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');

    const ok = await gql(server, UPDATE, { shifts: { early: 7, late: 15, night: 23 } }, { cookie: admin });
    expect(ok.body.data?.updateAnalyticsShifts).toEqual({ early: 7, late: 15, night: 23 });
    const a = await stored();
    expect(a.shifts).toEqual({ early: 7, late: 15, night: 23 });
    // early 07-15: A 08:30, D 14:00; late 15-23: none; night 23-07: B 00:30, C 00:30, E 06:59
    expect(a.by_shift.map((s: { calls: number }) => s.calls)).toEqual([2, 0, 3]);
    const audit = await gql(
      server,
      '{ auditLog(limit: 1) { action entity changes } }',
      {},
      { cookie: admin },
    );
    const row = (audit.body.data?.auditLog as Array<{ action: string; entity: string; changes: string }>)[0];
    expect(row).toMatchObject({ action: 'updateAnalyticsShifts', entity: 'analytics_shifts' });
    expect(JSON.parse(row?.changes ?? '{}').fields.late).toEqual({ before: 14, after: 15 });
    await gql(server, UPDATE, { shifts: { early: 6, late: 14, night: 22 } }, { cookie: admin });
  });

  it("refuses shift hours out of range or equal, in the user's language", async () => {
    const res = await gql(
      server,
      QUERY,
      { shifts: { early: 6, late: 6, night: 25 } },
      { cookie: admin, lang: 'en' },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('lists the long calls with their ids, and opens one as the call log does (spec 01 §2 /analytics/call/edit/:id)', async () => {
    const a = (await analytics({ filter: { range: 'LAST_7_DAYS' } })).figures;
    // D, the one call over 10 minutes: the fourth row written
    expect(a.long_call_list).toEqual([
      {
        id: 4,
        opened_at: '2025-01-03T13:00:00.000Z',
        duration: 900,
        call_type_text: 'Patientenruf',
        device_text: 'Zimmer 103',
        section_name: 'Wohnbereich 2',
      },
    ]);
    const DETAIL =
      'query($id: Int!) { analyticsCall(id: $id) { call { id duration device_text_long } time_to_presence } }';
    const detail = await gql(server, DETAIL, { id: 4 }, { cookie: admin });
    expect(detail.body.data?.analyticsCall).toEqual({
      call: { id: 4, duration: 900, device_text_long: 'Zimmer 103' },
      time_to_presence: 120,
    });
    const other = await gql(server, DETAIL, { id: 11 }, { cookie: admin }); // system 2's call
    expect(other.body.data?.analyticsCall).toBeNull();
    const refused = await gql(server, DETAIL, { id: 4 }, { cookie: pflege });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it('refuses a user without analytics::use_module (spec 01 §2)', async () => {
    const res = await analytics({ filter: { range: 'LAST_7_DAYS' } }, pflege);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    expect(res.figures ?? null).toBeNull();
  });
});
