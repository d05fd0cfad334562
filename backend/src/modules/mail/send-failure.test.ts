// Issue 33: the send log showed foreign services' greetings verbatim ('Invalid greeting. response=SSH-2.0-OpenSSH_9.6
// …'), so the mail settings read back what any port of any host says. A failed attempt keeps and shows only its
// SMTP-level reason (send-failure.ts), translated (spec 02 §8 'Report send failed'); never a byte from the other
// side, in the row, the answer or the log. Real sockets on loopback play the foreign services.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { setLogger } from '../../platform/logger.ts';
import { SendLogRepository, type SendLogRow } from '../../repositories/send-log-repository.ts';
import { openHistoryDb } from '../../store/history-db.ts';
import { capturedLog } from '../../test-support/captured-log.ts';
import { MailQueue } from './mail-queue.ts';
import { sendFailureText } from './resolvers.ts';
import { SEND_FAILURES, sendFailureOf, storedFailure } from './send-failure.ts';
import { smtpSender } from './smtp-transport.ts';

let dir: string;
let db: DatabaseSync;
/** the services a test started, each with its open connections (closed after the test) */
const services: Array<{ server: Server; sockets: Set<Socket> }> = [];
const stop = ({ server, sockets }: (typeof services)[number]) =>
  new Promise((resolve) => {
    sockets.forEach((s) => s.destroy());
    server.close(resolve);
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-mail-failure-'));
  db = openHistoryDb(dir);
});
afterEach(async () => {
  await Promise.all(services.splice(0).map(stop));
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A TCP service on loopback that greets (or not) as `greet` says and then keeps the connection open. */
async function service(greet: (socket: Socket) => void): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    greet(socket);
  });
  services.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One mail sent to 127.0.0.1:port; resolves with its failed send log row and what was logged. */
async function failedAttempt(port: number): Promise<{ row: SendLogRow; logged: string }> {
  const captured = capturedLog('trace');
  const previous = setLogger(captured.logger);
  const queue = new MailQueue({
    clock: new SimulatedClock(Date.UTC(2025, 0, 6, 5, 0)),
    log: new SendLogRepository(db),
    settings: () => ({
      host: '127.0.0.1',
      port,
      tls_mode: 'none',
      user: 'reports',
      password: 's3cret-pw',
      sender: 'rufanlage@heim.example',
    }),
    // a service that never greets is given up on after 300 ms here (15 s in the product)
    send: smtpSender({ connectionTimeout: 2_000, greetingTimeout: 300, socketTimeout: 2_000 }),
    onChange: (r) => r.state === 'failed' && done(r),
  });
  let done!: (row: SendLogRow) => void;
  const failed = new Promise<SendLogRow>((resolve) => (done = resolve));
  try {
    queue.submit({
      kind: 'report',
      system_id: null,
      subject: 'daily',
      locale: 'de',
      dedupe_key: null,
      mail: { to: ['leitung@heim.example'], subject: 'Bericht', text: '-', html: '<p>-</p>' },
    });
    const row = await failed;
    await queue.stop();
    return { row, logged: captured.raw.join('') };
  } finally {
    setLogger(previous);
  }
}

describe('a failed attempt keeps its SMTP-level reason, never the bytes of the other side', () => {
  it('an SSH daemon: not an SMTP server; its greeting is in neither the row, the text nor the log', async () => {
    const port = await service((s) => s.write('SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5\r\n'));
    const { row, logged } = await failedAttempt(port);
    expect(row.error).toBe('not_smtp');
    expect(sendFailureText('de', storedFailure(row.error!))).toBe('Senden fehlgeschlagen: kein SMTP-Server');
    expect(sendFailureText('en', storedFailure(row.error!))).toBe('Sending failed: not an SMTP server');
    expect(JSON.stringify(row) + logged).not.toMatch(/SSH|OpenSSH|Ubuntu/);
  });

  it('a web server that waits for a request: timeout', async () => {
    const port = await service(() => {});
    expect((await failedAttempt(port)).row.error).toBe('timeout');
  });

  it('a service that answers with an error banner (554 and its text): not its words', async () => {
    const port = await service((s) => s.end('554 mx.evil.example ESMTP go away, secret-banner-42\r\n'));
    const { row, logged } = await failedAttempt(port);
    expect(SEND_FAILURES).toContain(row.error);
    expect(JSON.stringify(row) + logged).not.toMatch(/secret-banner-42|evil/);
  });

  it('nothing listening: connection refused', async () => {
    const port = await service(() => {});
    await stop(services.pop()!);
    expect((await failedAttempt(port)).row.error).toBe('connection_refused');
  });
});

describe('the reasons', () => {
  it('come from the error codes alone', () => {
    const err = (props: Record<string, unknown>) => Object.assign(new Error('peer said: hello'), props);
    expect(sendFailureOf(err({ code: 'EAUTH', responseCode: 535 }))).toBe('authentication_failed');
    expect(sendFailureOf(err({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 530 }))).toBe(
      'authentication_failed',
    );
    expect(sendFailureOf(err({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }))).toBe(
      'recipient_refused',
    );
    expect(sendFailureOf(err({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }))).toBe(
      'sender_refused',
    );
    expect(sendFailureOf(err({ code: 'EMESSAGE', command: 'DATA' }))).toBe('message_refused');
    expect(sendFailureOf(err({ code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe(
      'tls_failed',
    );
    expect(sendFailureOf(err({ code: 'EDNS', originalCode: 'ENOTFOUND' }))).toBe('host_not_found');
    expect(sendFailureOf(err({ code: 'ECONNECTION' }))).toBe('connection_lost');
    expect(sendFailureOf(new Error('Invalid greeting. response=SSH-2.0'))).toBe('failed');
  });

  it('a reason stored before the vocabulary (the server words) is shown as an unknown error', () => {
    expect(storedFailure('Invalid greeting. response=SSH-2.0-OpenSSH_9.6')).toBe('failed');
    expect(sendFailureText('fr', 'failed')).toBe('Échec de l’envoi\u202f: erreur inconnue');
    expect(sendFailureText('it', 'not_configured')).toBe('Nessun server di posta è configurato.');
  });
});
