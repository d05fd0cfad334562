// Spec 02 §3 send log, §8 'Report send failed': every mail is logged, a failed one is retried with backoff on the
// injected clock, nothing is lost while the mail server is down or across a restart, and nothing throws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, SimulatedClock } from '@cs/contracts/clock';
import { SendLogRepository, type SendLogRow } from '../../repositories/send-log-repository.ts';
import { openHistoryDb } from '../../store/history-db.ts';
import { setLogger } from '../../platform/logger.ts';
import { capturedLog } from '../../test-support/captured-log.ts';
import type { SmtpSettingsRecord } from '../../store/config-types.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { MailQueue, RETRY_DELAYS_MS } from './mail-queue.ts';
import { sendOverSmtp, type SendMail } from './smtp-transport.ts';

let dir: string;
let db: DatabaseSync;
let catcher: SmtpCatcher;
let clock: SimulatedClock;
let settings: SmtpSettingsRecord | null;
const queues: MailQueue[] = [];

/** A queue over the shared send log, with a promise per awaited row state (tests wait for events). */
function queue(repo = new SendLogRepository(db), send: SendMail = sendOverSmtp) {
  const waiters: Array<{ test: (r: SendLogRow) => boolean; resolve: (r: SendLogRow) => void }> = [];
  const q = new MailQueue({
    clock,
    log: repo,
    settings: () => settings,
    send,
    onChange: (row) => {
      for (const w of waiters.filter((w) => w.test(row))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(row);
      }
    },
  });
  queues.push(q);
  const change = (test: (r: SendLogRow) => boolean) =>
    new Promise<SendLogRow>((resolve) => waiters.push({ test, resolve }));
  return { q, repo, change };
}

const mail = (to = ['pflege@heim.example']) => ({
  kind: 'report' as const,
  system_id: null,
  subject: 'daily' as const,
  locale: 'de',
  dedupe_key: null,
  mail: {
    to,
    subject: 'Täglicher Bericht 06.01.2025',
    text: 'Keine Vorfälle.',
    html: '<p>Keine Vorfälle.</p>',
  },
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-mail-'));
  db = openHistoryDb(dir);
  catcher = await startSmtpCatcher({ user: 'reports', password: 's3cret-pw' });
  clock = new SimulatedClock(Date.UTC(2025, 0, 6, 5, 0));
  settings = {
    host: '127.0.0.1',
    port: catcher.port,
    tls_mode: 'none',
    user: 'reports',
    password: 's3cret-pw',
    sender: 'rufanlage@heim.example',
  };
});

afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
  await catcher.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('mail queue over a real SMTP server', () => {
  it('logs the mail, sends it with the login and marks it sent', async () => {
    const { q, change } = queue();
    const sent = change((r) => r.state === 'sent');
    const arrived = catcher.next();
    const row = q.submit(mail(['a@heim.example', 'b@heim.example']));
    expect(row).toMatchObject({
      state: 'pending',
      kind: 'report',
      subject: 'daily',
      created_at: '2025-01-06T05:00:00.000Z',
    });
    const caught = await arrived;
    expect(caught.user).toBe('reports');
    expect(caught.rcptTo).toEqual(['a@heim.example', 'b@heim.example']);
    expect(caught.mailFrom).toBe('rufanlage@heim.example');
    expect(caught.subject).toBe('Täglicher Bericht 06.01.2025');
    expect(caught.parsed.date?.toISOString()).toBe('2025-01-06T05:00:00.000Z');
    expect(await sent).toMatchObject({ state: 'sent', attempts: 1, error: null, next_attempt_at: null });
  });

  it('a dedupe key logs a mail once', () => {
    const { q } = queue();
    expect(q.submit({ ...mail(), dedupe_key: 'report:1:daily:x:de' })).not.toBeNull();
    expect(q.submit({ ...mail(), dedupe_key: 'report:1:daily:x:de' })).toBeNull();
  });

  it('while the server is down: failed with the reason, retried after 1 and 5 minutes, sent once it is back', async () => {
    const { q, change } = queue();
    const down = await startSmtpCatcher();
    const downPort = down.port;
    await down.close();
    settings = { ...settings!, port: downPort };
    const first = change((r) => r.state === 'failed');
    q.submit(mail());
    const failed = await first;
    expect(failed.error).toBe('connection_refused');
    expect(failed.next_attempt_at).toBe(new Date(clock.now() + RETRY_DELAYS_MS[0]!).toISOString());
    const second = change((r) => r.attempts === 2);
    clock.advance(MINUTE);
    expect(await second).toMatchObject({ state: 'failed', attempts: 2 });
    // the server is reachable again before the third attempt (5 minutes later)
    settings = { ...settings, port: catcher.port };
    const sent = change((r) => r.state === 'sent');
    clock.advance(4 * MINUTE);
    expect(catcher.mails).toHaveLength(0);
    clock.advance(MINUTE);
    expect(await sent).toMatchObject({ attempts: 3, error: null });
    expect(catcher.mails).toHaveLength(1);
  });

  it('a wrong password fails as authentication_failed; the password is in neither the row nor the log', async () => {
    const captured = capturedLog('trace');
    const previous = setLogger(captured.logger);
    try {
      const { q, change } = queue();
      settings = { ...settings!, password: 'wrong-pw-123' };
      const failed = change((r) => r.state === 'failed');
      q.submit(mail());
      const row = await failed;
      expect(row.error).toBe('authentication_failed');
      expect(JSON.stringify(row)).not.toMatch(/wrong-pw-123|s3cret-pw/);
      expect(
        captured.lines.some((l) => l.msg === 'mail not sent' && l.reason === 'authentication_failed'),
      ).toBe(true);
      expect(captured.raw.join('')).not.toMatch(/wrong-pw-123|s3cret-pw/);
    } finally {
      setLogger(previous);
    }
  });

  it('starttls: a server without STARTTLS is refused, the mail is not sent in the clear', async () => {
    const { q, change } = queue();
    settings = { ...settings!, tls_mode: 'starttls' };
    const failed = change((r) => r.state === 'failed');
    q.submit(mail());
    expect((await failed).error).toBe('tls_failed');
    expect(catcher.mails).toHaveLength(0);
  });

  it('starttls: the certificate is verified (a self-signed one is refused)', async () => {
    const tls = await startSmtpCatcher(undefined, { starttls: true });
    try {
      const { q, change } = queue();
      settings = { ...settings!, port: tls.port, tls_mode: 'starttls', user: '' };
      const failed = change((r) => r.state === 'failed');
      q.submit(mail());
      expect((await failed).error).toBe('tls_failed');
      expect(tls.mails).toHaveLength(0);
    } finally {
      await tls.close();
    }
  });

  it('no mail server configured: failed as not configured, retried later', async () => {
    const { q, change } = queue();
    settings = null;
    const failed = change((r) => r.state === 'failed');
    q.submit(mail());
    expect(await failed).toMatchObject({ error: 'not_configured', attempts: 1 });
  });

  it('gives up after the last retry: failed without a next attempt', async () => {
    const { q, change } = queue();
    settings = null;
    const last = change((r) => r.attempts === RETRY_DELAYS_MS.length + 1);
    const first = change((r) => r.state === 'failed');
    q.submit(mail());
    await first;
    for (const delay of RETRY_DELAYS_MS) {
      const next = change((r) => r.state === 'failed');
      clock.advance(delay);
      await next;
    }
    expect(await last).toMatchObject({ state: 'failed', next_attempt_at: null });
  });

  it('a restart resumes a failed mail at its retry time: nothing is lost', async () => {
    const before = queue();
    settings = null;
    const failed = before.change((r) => r.state === 'failed');
    const row = before.q.submit(mail())!;
    await failed;
    await before.q.stop();
    settings = {
      host: '127.0.0.1',
      port: catcher.port,
      tls_mode: 'none',
      user: 'reports',
      password: 's3cret-pw',
      sender: 'rufanlage@heim.example',
    };
    const after = queue();
    const sent = after.change((r) => r.id === row.id && r.state === 'sent');
    after.q.start();
    clock.advance(MINUTE);
    expect(await sent).toMatchObject({ attempts: 2 });
    expect(catcher.mails.map((m) => m.subject)).toEqual(['Täglicher Bericht 06.01.2025']);
  });
});
