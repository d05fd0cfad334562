// The send log in the history store (history-db migration 7; spec 02 §3 send log). The mail queue owns the
// transitions; this module only reads and writes rows.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowOf, rowsOf, text } from '../store/sqlite-rows.ts';

/** Spec 02 §3: notification = instant, report = review. */
const SEND_KINDS = ['notification', 'report'] as const;
/** Spec 02 §3 send log subject. */
const SEND_SUBJECTS = [
  'daily',
  'weekly',
  'monthly',
  'defect',
  'device_battery',
  'device_not_reachable',
  'probable_defect',
] as const;
const SEND_STATES = ['pending', 'sent', 'failed'] as const;
export type SendKind = (typeof SEND_KINDS)[number];
export type SendSubject = (typeof SEND_SUBJECTS)[number];
export type SendState = (typeof SEND_STATES)[number];

/** What goes over the wire; kept in the row so a retry sends the same mail. */
const outgoingMail = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutgoingMail = z.infer<typeof outgoingMail>;

/** A row of send_log, read through its columns' types (store/sqlite-rows.ts). */
const sendLogRow = z.object({
  id: int(),
  created_at: text(),
  kind: z.enum(SEND_KINDS),
  subject: z.enum(SEND_SUBJECTS),
  /** the mail's subject line, in the recipients' language */
  title: text(),
  /** the system the mail is about (a notification's); null: every system (a report) */
  system_id: int().nullable(),
  /** comma-separated addresses */
  recipients: text(),
  locale: text(),
  state: z.enum(SEND_STATES),
  attempts: int(),
  next_attempt_at: text().nullable(),
  sent_at: text().nullable(),
  /** why the last attempt failed: a reason of modules/mail/send-failure.ts, never the other side's words */
  error: text().nullable(),
  mail: text(),
  dedupe_key: text().nullable(),
});
export type SendLogRow = z.infer<typeof sendLogRow>;

export type NewSendLogRow = Pick<
  SendLogRow,
  'created_at' | 'kind' | 'subject' | 'locale' | 'dedupe_key' | 'system_id'
> & {
  mail: OutgoingMail;
};

type Patch = Partial<Pick<SendLogRow, 'state' | 'attempts' | 'next_attempt_at' | 'sent_at' | 'error'>>;

export class SendLogRepository {
  // The mail queue reads and updates a row at every attempt (a mail server that is down: every retry of every
  // mail): statements prepared once, not per call.
  private readonly byId: StatementSync;
  private readonly updates = new Map<string, StatementSync>();

  constructor(private readonly db: DatabaseSync) {
    this.byId = db.prepare('SELECT * FROM send_log WHERE id = ?');
  }

  /** The new row, or null when a row with the same dedupe key exists (that mail is already on its way). */
  create(row: NewSendLogRow): SendLogRow | null {
    const { lastInsertRowid, changes } = this.db
      .prepare(
        `INSERT OR IGNORE INTO send_log (created_at, kind, subject, title, recipients, locale, state, mail, dedupe_key, system_id)
         VALUES (:created_at, :kind, :subject, :title, :recipients, :locale, 'pending', :mail, :dedupe_key, :system_id)`,
      )
      .run({
        created_at: row.created_at,
        kind: row.kind,
        subject: row.subject,
        title: row.mail.subject,
        recipients: row.mail.to.join(', '),
        locale: row.locale,
        mail: JSON.stringify(row.mail),
        dedupe_key: row.dedupe_key,
        system_id: row.system_id,
      });
    return Number(changes) === 0 ? null : this.get(Number(lastInsertRowid));
  }

  get(id: number): SendLogRow | null {
    return rowOf(sendLogRow, this.byId.get(id)) ?? null;
  }

  update(id: number, patch: Patch): void {
    const keys = Object.keys(patch) as (keyof Patch)[];
    if (keys.length === 0) return;
    const sql = `UPDATE send_log SET ${keys.map((k) => `${k} = :${k}`).join(', ')} WHERE id = :id`;
    let statement = this.updates.get(sql);
    if (!statement) this.updates.set(sql, (statement = this.db.prepare(sql)));
    statement.run({ ...patch, id });
  }

  /**
   * Newest first: every row, or (`systems` given) only the mails about those systems; a report, which covers every
   * system, is not among them.
   */
  list(limit: number, systems?: readonly number[]): SendLogRow[] {
    if (!systems)
      return rowsOf(
        sendLogRow,
        this.db.prepare('SELECT * FROM send_log ORDER BY id DESC LIMIT ?').all(limit),
      );
    return rowsOf(
      sendLogRow,
      this.db
        .prepare(
          'SELECT * FROM send_log WHERE system_id IN (SELECT value FROM json_each(?)) ORDER BY id DESC LIMIT ?',
        )
        .all(JSON.stringify(systems), limit),
    );
  }

  /** When the newest row of a kind was created (ISO-8601 UTC), or null: the report schedule's catch-up reads it. */
  latestCreatedAt(kind: SendLogRow['kind']): string | null {
    const row = rowOf(
      z.object({ created_at: text() }),
      this.db
        .prepare('SELECT created_at FROM send_log WHERE kind = ? ORDER BY created_at DESC LIMIT 1')
        .get(kind),
    );
    return row?.created_at ?? null;
  }

  /** Rows still to be sent: queued, or failed with a retry left (after a restart, too). */
  unfinished(): SendLogRow[] {
    return rowsOf(
      sendLogRow,
      this.db
        .prepare(
          `SELECT * FROM send_log WHERE state = 'pending' OR (state = 'failed' AND next_attempt_at IS NOT NULL) ORDER BY id`,
        )
        .all(),
    );
  }
}

/** The row's mail; one that does not read (a hand-edited row) throws: the attempt fails as 'failed' in the log. */
export const mailOf = (row: SendLogRow): OutgoingMail => outgoingMail.parse(JSON.parse(row.mail));
