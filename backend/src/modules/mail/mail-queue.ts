// Every mail goes through this queue: it is written to the send log first (spec 02 §3), then sent; a failed
// attempt is kept as 'Report send failed' (spec 02 §8) with its reason (send-failure.ts) and retried with a growing backoff on the
// injected clock. Rows still to send are picked up again at start, so a restart or a mail server that is down
// loses nothing, and no failure escapes to the caller or crashes the backend. One attempt at a time.
import type { Clock } from '@cs/contracts/clock';
import { MINUTE } from '@cs/contracts/clock';
import { log } from '../../platform/logger.ts';
import type { SmtpSettingsRecord } from '../../store/config-types.ts';
import {
  mailOf,
  type NewSendLogRow,
  type SendLogRepository,
  type SendLogRow,
} from '../../repositories/send-log-repository.ts';
import { NotConfigured, sendFailureOf } from './send-failure.ts';
import type { SendMail } from './smtp-transport.ts';

/** Waits before the 2nd, 3rd, ... attempt: 1 min up to 8 h, about 16 h in all; then the row stays failed. */
export const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 120, 240, 480].map((m) => m * MINUTE);

export interface MailQueueOptions {
  clock: Clock;
  log: SendLogRepository;
  settings: () => SmtpSettingsRecord | null;
  send: SendMail;
  /** every change of a row (created, sent, failed) */
  onChange?: (row: SendLogRow) => void;
}

/** The codes a failed attempt's error carries (nodemailer's, Node's, the SMTP reply's number): for the log. */
function errorCodes(error: unknown): Record<string, unknown> {
  const e = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const codes: Record<string, unknown> = {};
  for (const key of ['code', 'originalCode', 'command', 'responseCode', 'timeoutType'])
    if (typeof e[key] === 'string' || typeof e[key] === 'number') codes[key] = e[key];
  return codes;
}

export class MailQueue {
  private chain: Promise<void> = Promise.resolve();
  private readonly timers = new Map<number, unknown>();
  private stopped = false;

  constructor(private readonly o: MailQueueOptions) {}

  /** Resumes what a previous run left: queued rows at once, failed ones at their retry time. */
  start(): void {
    for (const row of this.o.log.unfinished()) {
      if (row.state === 'pending') this.enqueueAttempt(row.id);
      else this.retryAt(row.id, Date.parse(row.next_attempt_at!));
    }
  }

  /** Writes the mail to the send log and queues it; null when its dedupe key was logged before. */
  submit(row: Omit<NewSendLogRow, 'created_at'>): SendLogRow | null {
    const created = this.o.log.create({ ...row, created_at: this.isoNow() });
    if (!created) return null;
    this.o.onChange?.(created);
    this.enqueueAttempt(created.id);
    return created;
  }

  /** Lets the attempts under way finish; no new ones start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) this.o.clock.clearTimeout(timer);
    this.timers.clear();
    await this.chain;
  }

  private isoNow(): string {
    return new Date(this.o.clock.now()).toISOString();
  }

  private enqueueAttempt(id: number): void {
    this.chain = this.chain.then(() => this.attempt(id));
  }

  private retryAt(id: number, at: number): void {
    const timer = this.o.clock.setTimeout(
      () => {
        this.timers.delete(id);
        this.enqueueAttempt(id);
      },
      Math.max(0, at - this.o.clock.now()),
    );
    this.timers.set(id, timer);
  }

  private async attempt(id: number): Promise<void> {
    const row = this.o.log.get(id);
    if (this.stopped || !row || row.state === 'sent') return;
    const attempts = row.attempts + 1;
    try {
      const settings = this.o.settings();
      if (!settings) throw new NotConfigured();
      await this.o.send(settings, mailOf(row), new Date(this.o.clock.now()));
      this.change(id, {
        state: 'sent',
        attempts,
        sent_at: this.isoNow(),
        next_attempt_at: null,
        error: null,
      });
    } catch (error) {
      // the reason in the send log's words; the log line adds the error's codes, never the peer's bytes
      const reason = sendFailureOf(error);
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const next = delay === undefined ? null : this.o.clock.now() + delay;
      log().warn({ mail: id, attempts, reason, ...errorCodes(error) }, 'mail not sent');
      this.change(id, {
        state: 'failed',
        attempts,
        error: reason,
        next_attempt_at: next === null ? null : new Date(next).toISOString(),
      });
      if (next !== null && !this.stopped) this.retryAt(id, next);
    }
  }

  private change(id: number, patch: Parameters<SendLogRepository['update']>[1]): void {
    try {
      this.o.log.update(id, patch);
      const row = this.o.log.get(id);
      if (row) this.o.onChange?.(row);
    } catch (error) {
      // A full disk must not take the queue down; the row keeps its last stored state and start() resumes it.
      log().error({ err: error, mail: id }, 'send log row not updated');
    }
  }
}
