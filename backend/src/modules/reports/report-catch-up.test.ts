// Issue 18: a report due while the backend was down is sent once after start, not twice, not never; decided from
// the send log (report-scheduler.ts). The backend runs on a simulated clock over one data folder, stopped and started
// again like a real installation; every mail reaches a real SMTP server. Spec 02 §9: daily every day, weekly every
// Monday; the facility's zone is Europe/Zurich (reports at 06:00 local time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, SimulatedClock } from '@cs/contracts/clock';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';

let catcher: SmtpCatcher;
let dataDir: string;
const servers: TestServer[] = [];

/** The backend started on the shared data folder at a local instant (UTC given), its monitor sweep off. */
async function start(utcMs: number): Promise<TestServer> {
  const server = await startTestServer({
    clock: new SimulatedClock(utcMs),
    dataDir,
    monitorSweepMs: null,
  });
  servers.push(server);
  return server;
}

const subjects = () => catcher.mails.map((m) => m.subject).sort();

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  dataDir = mkdtempSync(path.join(tmpdir(), 'cs-catch-up-'));
});
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
  await catcher.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('report catch-up after an outage', () => {
  it('sends each missed run once after the start, never again at the next start', async () => {
    // Sunday 05.01.2025 12:00 in Zurich: a daily and weekly report to the ward's head, over the catcher
    const first = await start(Date.UTC(2025, 0, 5, 11));
    const cookie = (await login(first, 'admin', 'admin')).cookie!;
    const run = async (query: string, variables: Record<string, unknown>) =>
      expect((await gql(first, query, variables, { cookie })).body.errors).toBeUndefined();
    await run(`mutation($i: SmtpSettingsInput!) { updateSmtpSettings(input: $i) { configured } }`, {
      i: { host: '127.0.0.1', port: catcher.port, tls_mode: 'none', sender: 'rufanlage@heim.example' },
    });
    const seeded = await gql(first, '{ reports { id } }', {}, { cookie });
    const ids = (seeded.body.data?.reports as Array<{ id: number }>).map((r) => r.id);
    await run('mutation($ids: [Int!]!) { deleteReport(ids: $ids) { id } }', { ids });
    await run(`mutation($i: AdminReportInput!) { createReport(input: $i) { id } }`, {
      i: {
        email: 'leitung@heim.example',
        send_daily: true,
        send_weekly: true,
        battery_threshold: 25,
        call_duration_threshold: 10,
      },
    });
    // running on Monday 06.01 06:00: the daily of Sunday and the weekly of the week before
    first.clock.advance(20 * HOUR);
    await catcher.until(2);
    await first.close();

    // Down over Tuesday's and Wednesday's 06:00; started on Wednesday 08.01 at 09:00
    const second = await start(Date.UTC(2025, 0, 8, 8));
    await catcher.until(4);
    const rows = () => second.services.sendLog.list(100).filter((r) => r.kind === 'report');
    expect(rows()).toHaveLength(4);
    await second.close();

    // Started again the same morning: nothing is due since the caught-up runs, nothing is sent again; the next
    // run on time (Thursday 06:00) is the next mail
    const third = await start(Date.UTC(2025, 0, 8, 9));
    third.clock.advance(20 * HOUR);
    await catcher.until(5);
    expect(subjects()).toEqual([
      'Täglicher Bericht 05.01.2025',
      'Täglicher Bericht 06.01.2025',
      'Täglicher Bericht 07.01.2025',
      'Täglicher Bericht 08.01.2025',
      'Wöchentlicher Bericht 30.12.2024 – 05.01.2025',
    ]);
    expect(third.services.sendLog.list(100).filter((r) => r.kind === 'report')).toHaveLength(5);
  });
});
