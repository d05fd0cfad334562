// Issue 18 scenario 'reports across a month end, a DST change and 29 February': the backend on a simulated clock
// walks 50 days, day by day, from Tuesday 20.02.2024 (29 February, the end of February and of March, the spring DST
// change of 31.03.2024, Monday 1 April); every mail reaches a real SMTP server and is counted there.
// Spec 02 §9: daily every day, weekly every Monday, monthly on the 1st.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, SimulatedClock } from '@cs/contracts/clock';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';

let server: TestServer;
let catcher: SmtpCatcher;
const DAYS = 50;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  // The device monitor judges on events only: its minute sweep would run 72,000 times over the 50 days walked here.
  server = await startTestServer({
    clock: new SimulatedClock(Date.UTC(2024, 1, 20, 12)),
    monitorSweepMs: null,
  });
  const cookie = (await login(server, 'admin', 'admin')).cookie!;
  const run = async (query: string, variables: Record<string, unknown>) =>
    expect((await gql(server, query, variables, { cookie })).body.errors).toBeUndefined();
  await run(`mutation($i: SmtpSettingsInput!) { updateSmtpSettings(input: $i) { configured } }`, {
    i: { host: '127.0.0.1', port: catcher.port, tls_mode: 'none', sender: 'rufanlage@heim.example' },
  });
  const seeded = await gql(server, '{ reports { id } }', {}, { cookie });
  const ids = (seeded.body.data?.reports as Array<{ id: number }>).map((r) => r.id);
  await run('mutation($ids: [Int!]!) { deleteReport(ids: $ids) { id } }', { ids });
  await run(`mutation($i: AdminReportInput!) { createReport(input: $i) { id } }`, {
    i: {
      email: 'leitung@heim.example',
      send_daily: true,
      send_weekly: true,
      send_monthly: true,
      battery_threshold: 25,
      call_duration_threshold: 10,
    },
  });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

describe('report mails over 50 simulated days', () => {
  it('one daily mail per day, one weekly per Monday, one monthly per 1st', async () => {
    for (let d = 0; d < DAYS; d++) server.clock.advance(DAY);
    // Mondays 26.02, 04.03, 11.03, 18.03, 25.03, 01.04, 08.04; firsts 01.03 and 01.04
    const mails = await catcher.until(DAYS + 7 + 2);
    const subjects = mails.map((m) => m.subject);
    const daily = subjects.filter((s) => s.startsWith('Täglicher Bericht '));
    expect(daily).toHaveLength(DAYS);
    expect(new Set(daily).size).toBe(DAYS);
    for (const day of ['28.02.2024', '29.02.2024', '01.03.2024', '30.03.2024', '31.03.2024', '01.04.2024'])
      expect(daily.filter((s) => s === `Täglicher Bericht ${day}`)).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Wöchentlicher Bericht ')).sort()).toEqual([
      'Wöchentlicher Bericht 01.04.2024 – 07.04.2024',
      'Wöchentlicher Bericht 04.03.2024 – 10.03.2024',
      'Wöchentlicher Bericht 11.03.2024 – 17.03.2024',
      'Wöchentlicher Bericht 18.03.2024 – 24.03.2024',
      'Wöchentlicher Bericht 19.02.2024 – 25.02.2024',
      'Wöchentlicher Bericht 25.03.2024 – 31.03.2024',
      'Wöchentlicher Bericht 26.02.2024 – 03.03.2024',
    ]);
    expect(subjects.filter((s) => s.startsWith('Monatlicher Bericht ')).sort()).toEqual([
      'Monatlicher Bericht 01.02.2024 – 29.02.2024',
      'Monatlicher Bericht 01.03.2024 – 31.03.2024',
    ]);
    // and the send log agrees: exactly these rows, all reports
    const log = server.services.sendLog.list(500);
    expect(log).toHaveLength(DAYS + 9);
    expect(log.every((r) => r.kind === 'report')).toBe(true);
  });
});
