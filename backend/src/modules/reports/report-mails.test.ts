// Issue 18 report mails and instant notifications end to end: the backend on a simulated clock, a real SMTP server
// on loopback, every mail parsed by mailparser. Spec 02 §3 reports (flags, threshold, recipients), send log
// (created_at, kind, subject), §9 daily at the facility's day; spec 01 §9 dd.MM.yyyy HH:mm in the facility's zone;
// recipients read their own language (user locale, else the installation's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '@cs/contracts/clock';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { MemoryIncidentSource, type ReportIncident } from './report-source.ts';
import { callLogEntry } from '../../test-support/call-log-entry.ts';

let server: TestServer;
let catcher: SmtpCatcher;
let admin: string;
const source = new MemoryIncidentSource();

const run = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql(server, query, variables, { cookie: admin });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as Record<string, unknown>;
};

const incident = (over: Partial<ReportIncident>): ReportIncident => ({
  id: 1,
  kind: 'battery',
  severity: 'Critical',
  state: 'New',
  system_id: 1,
  node_id: 12,
  node_name: 'Zimmer 12',
  node_path: 'Haus Lindenhof / 1. OG / Zimmer 12',
  device_id: 1012,
  device_kind: 'radio',
  hub_id: 1,
  call_source_group_id: 2,
  call_source_id: 3,
  battery: 20,
  opened_at: '2025-01-06T10:15:00.000Z',
  closed_at: null,
  ...over,
});

const byRecipient = (mails: CaughtMail[]) =>
  [...mails].sort((a, b) => a.rcptTo[0]!.localeCompare(b.rcptTo[0]!));

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  server = await startTestServer({ incidentSource: source });
  admin = (await login(server, 'admin', 'admin')).cookie!;
  await run(`mutation($i: SmtpSettingsInput!) { updateSmtpSettings(input: $i) { configured } }`, {
    i: { host: '127.0.0.1', port: catcher.port, tls_mode: 'none', sender: 'rufanlage@heim.example' },
  });
  // pflege reads French and wants notifications of call source group 2 (medallions)
  const { users } = (await run('{ users { id name roles system_access } }')) as {
    users: Array<{ id: number; name: string; roles: number[]; system_access: number[] }>;
  };
  const p = users.find((u) => u.name === 'pflege')!;
  await run(`mutation($i: AdminUserInput!) { updateUser(input: $i) { id } }`, {
    i: {
      id: p.id,
      name: 'pflege',
      locale: 'fr',
      email: 'pflege@heim.example',
      roles: p.roles,
      system_access: p.system_access,
      notify_call_source_groups: [2],
      is_superuser: false,
      password_is_temporary: false,
    },
  });
  // the demo's own reports go, so the mails below are this test's report's alone
  const { reports } = (await run('{ reports { id } }')) as { reports: Array<{ id: number }> };
  await run('mutation($ids: [Int!]!) { deleteReport(ids: $ids) { id } }', { ids: reports.map((r) => r.id) });
  await run(`mutation($i: AdminReportInput!) { createReport(input: $i) { id } }`, {
    i: {
      email: 'leitung@heim.example, pflege@heim.example',
      enabled: true,
      send_daily: true,
      send_weekly: true,
      send_monthly: false,
      include_battery: true,
      include_not_reachable: true,
      include_long_calls: true,
      include_probable_defects: false,
      battery_threshold: 25,
      call_duration_threshold: 10,
      notify_not_reachable: true,
      radio_enabled: true,
      technical_enabled: true,
      wired_enabled: true,
    },
  });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

describe('instant notifications (spec 02 §3 kind notification)', () => {
  it('a low battery goes to the user whose call source groups match, in French', async () => {
    const arrived = catcher.next();
    source.open(incident({}));
    const mail = await arrived;
    expect(mail.rcptTo).toEqual(['pflege@heim.example']);
    expect(mail.subject).toBe('Batterie faible : Zimmer 12 (Haus Lindenhof)');
    expect(mail.text).toContain(
      'Batterie | Critique | Nouveau | Haus Lindenhof / 1. OG / Zimmer 12 | 1012 | 20 % | 06.01.2025 11:15 |',
    );
    expect(mail.html).toContain(
      '<td style="border:1px solid #999;padding:4px 8px;text-align:left">20 %</td>',
    );
  });

  it('a device not reachable goes to the report with notify_not_reachable: each address in its language', async () => {
    const before = catcher.mails.length;
    const arrived = catcher.until(before + 2);
    source.open(
      incident({
        id: 2,
        kind: 'reachability',
        severity: 'Warning',
        call_source_group_id: 1,
        node_name: 'Bad 7',
        node_path: 'Haus Lindenhof / EG / Bad 7',
        device_id: 1007,
        battery: null,
        opened_at: '2025-01-06T12:00:00.000Z',
      }),
    );
    const [de, fr] = byRecipient((await arrived).slice(before));
    // leitung@ belongs to no user: the installation's language, German
    expect(de!.rcptTo).toEqual(['leitung@heim.example']);
    expect(de!.subject).toBe('Gerät nicht erreichbar: Bad 7 (Haus Lindenhof)');
    expect(de!.text).toContain(
      'Nicht erreichbar | Warnung | Neu | Haus Lindenhof / EG / Bad 7 | 1007 |  | 06.01.2025 13:00 |',
    );
    expect(fr!.rcptTo).toEqual(['pflege@heim.example']);
    expect(fr!.subject).toBe('Appareil injoignable : Bad 7 (Haus Lindenhof)');
  });
});

describe('the daily report (spec 02 §3, §9)', () => {
  it('goes out at 06:00 facility time, one mail per language, with the rows the report selects', async () => {
    // above the report's battery threshold (25 %): not in the report; closed before the day: not either
    source.open(
      incident({
        id: 3,
        battery: 30,
        call_source_group_id: null,
        device_id: 1030,
        opened_at: '2025-01-06T09:00:00.000Z',
      }),
    );
    source.open(
      incident({
        id: 4,
        call_source_group_id: null,
        device_id: 1040,
        opened_at: '2025-01-04T09:00:00.000Z',
        closed_at: '2025-01-05T09:00:00.000Z',
        state: 'Closed',
      }),
    );
    // the call log: a 12-minute call that day is a long call (threshold 10); a short one, a long presence and a
    // long call of the day before are not
    const { callLog } = server.services;
    callLog.record(callLogEntry(1, '2025-01-06T10:00:00.000Z', { duration: 12 * 60 }));
    callLog.record(callLogEntry(2, '2025-01-06T11:00:00.000Z', { duration: 5 * 60 }));
    callLog.record(callLogEntry(3, '2025-01-06T12:00:00.000Z', { duration: 15 * 60, is_presence: true }));
    callLog.record(callLogEntry(4, '2025-01-05T12:00:00.000Z', { duration: 20 * 60 }));
    const before = catcher.mails.length;
    const reports = catcher.until(before + 2);
    // the server's clock stands at Monday 06.01.2025 09:00 in Zurich; the next run is Tuesday 06:00 (05:00 UTC)
    const reportRows = () => server.services.sendLog.list(50).filter((r) => r.kind === 'report');
    server.clock.advance(21 * HOUR - 1);
    expect(reportRows()).toHaveLength(0);
    server.clock.advance(1);
    expect(reportRows()).toHaveLength(2);
    const [de, fr] = byRecipient((await reports).slice(before));
    expect(de!.rcptTo).toEqual(['leitung@heim.example']);
    expect(de!.subject).toBe('Täglicher Bericht 06.01.2025');
    expect(de!.parsed.date?.toISOString()).toBe('2025-01-07T05:00:00.000Z');
    const deRows = de!.text.split('\n').filter((l) => / \| \d{4} \| /.test(l));
    expect(deRows).toEqual([
      'Batterie | Kritisch | Neu | Haus Lindenhof / 1. OG / Zimmer 12 | 1012 | 20 % | 06.01.2025 11:15 | ',
      'Nicht erreichbar | Warnung | Neu | Haus Lindenhof / EG / Bad 7 | 1007 |  | 06.01.2025 13:00 | ',
    ]);
    expect(de!.text).toContain('System: Haus Birkenweg\nKeine Vorfälle in diesem Zeitraum.');
    expect(de!.text).toContain(
      'Lange Rufe (ab 10 Minuten)\nBeginn | Ende | Dauer (min) | Rufart | Gerät | Bereich\n' +
        '06.01.2025 11:00 | 06.01.2025 11:12 | 12 | Patientenruf | Zimmer 102 | Wohnbereich 1\n\nSystem: Haus Birkenweg',
    );
    expect(de!.text).toContain('Keine langen Rufe in diesem Zeitraum.');
    expect((de!.html.match(/<tr>/g) ?? []).length).toBe(3 + 2);
    expect(fr!.rcptTo).toEqual(['pflege@heim.example']);
    expect(fr!.subject).toBe('Rapport quotidien 06.01.2025');
    expect(fr!.text).toContain('Injoignable | Avertissement | Nouveau | Haus Lindenhof / EG / Bad 7');
    expect(fr!.text).toContain('Appels longs (10 minutes ou plus)');
    expect(fr!.html).toContain('<html lang="fr">');
  });

  it('the send log lists every mail with created_at, kind and subject, newest first', async () => {
    admin = (await login(server, 'admin', 'admin')).cookie!; // the session idled out over the simulated night
    const data = await run('{ sendLog { created_at created_time kind subject state recipients } }');
    const log = data.sendLog as Array<Record<string, string>>;
    expect(log.map((r) => `${r.kind}/${r.subject}/${r.state}`)).toEqual([
      'report/daily/sent',
      'report/daily/sent',
      'notification/device_not_reachable/sent',
      'notification/device_not_reachable/sent',
      'notification/device_battery/sent',
    ]);
    expect(log[0]).toMatchObject({
      created_at: '2025-01-07T05:00:00.000Z',
      created_time: '07.01.2025 06:00',
    });
  });
});

describe('each recipient gets their own mail (issue 33: one To: per language showed everyone the others)', () => {
  it('two addresses of one language: two mails, each to its address alone; the send log has a row per mail', async () => {
    await run(`mutation($i: AdminReportInput!) { createReport(input: $i) { id } }`, {
      i: {
        email: 'nacht@heim.example, tag@heim.example',
        enabled: true,
        send_daily: true,
        notify_defects: true,
        radio_enabled: true,
        technical_enabled: true,
        wired_enabled: true,
      },
    });
    const before = catcher.mails.length;
    const arrived = catcher.until(before + 2);
    source.open(incident({ id: 9, kind: 'defects', call_source_group_id: null, device_id: 1090 }));
    const mails = byRecipient((await arrived).slice(before));
    expect(mails.map((m) => [m.rcptTo, m.to])).toEqual([
      [['nacht@heim.example'], ['nacht@heim.example']],
      [['tag@heim.example'], ['tag@heim.example']],
    ]);
    expect(mails.map((m) => m.parsed.cc ?? m.parsed.bcc ?? null)).toEqual([null, null]);
    const rows = server.services.sendLog.list(10).filter((r) => r.subject === 'defect');
    expect(rows.map((r) => r.recipients).sort()).toEqual(['nacht@heim.example', 'tag@heim.example']);
  });
});

describe("a role's call source groups narrow the notifications too (issue 33; spec 01 §6)", () => {
  it('a user notified for the medallions whose role reads only rooms and baths gets no mail about a medallion', async () => {
    // The role reads call source group 1 (rooms and baths); its user asks to be notified of group 2 (medallions).
    const role = (await run(`mutation($i: AdminRoleInput!) { createRole(input: $i) { id } }`, {
      i: { name: 'Zimmer und Bäder', permissions: ['calllog::use_module'], call_source_group_ids: [1] },
    })) as { createRole: { id: number } };
    await run(`mutation($i: AdminUserInput!) { createUser(input: $i) { id } }`, {
      i: {
        name: 'nora',
        locale: 'de',
        email: 'nora@heim.example',
        password: 'Nora-Passwort-1',
        password_repeat: 'Nora-Passwort-1',
        roles: [role.createRole.id],
        system_access: [1],
        notify_call_source_groups: [2],
        is_superuser: false,
        password_is_temporary: false,
      },
    });
    const before = catcher.mails.length;
    const arrived = catcher.until(before + 1);
    source.open(incident({ id: 11, device_id: 1110, node_name: 'Zimmer 14' }));
    // pflege (unrestricted) is told; the mails of one incident are queued together, so the send log holds them all
    expect((await arrived).slice(before).map((m) => m.rcptTo)).toEqual([['pflege@heim.example']]);
    const rows = server.services.sendLog
      .list(20)
      .filter((r) => r.dedupe_key?.startsWith('notification:1:11:'));
    expect(rows.map((r) => r.recipients)).toEqual(['pflege@heim.example']);

    // a device of her own groups (a room's call source, group 1) reaches her once she asks for group 1 as well
    const nora = (
      (await run('{ users { id name } }')) as { users: Array<{ id: number; name: string }> }
    ).users.find((u) => u.name === 'nora')!;
    await run(`mutation($i: AdminUserInput!) { updateUser(input: $i) { id } }`, {
      i: {
        id: nora.id,
        name: 'nora',
        roles: [role.createRole.id],
        system_access: [1],
        notify_call_source_groups: [1, 2],
      },
    });
    const next = catcher.until(catcher.mails.length + 1);
    source.open(incident({ id: 12, device_id: 1120, call_source_group_id: 1, call_source_id: 1 }));
    expect((await next).slice(-1).map((m) => m.rcptTo)).toEqual([['nora@heim.example']]);
  });
});
