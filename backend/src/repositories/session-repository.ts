// Server-side sessions in the history store. Only a SHA-256 of the cookie value is stored, so a copy
// of the database does not hand out valid sessions.
import type { DatabaseSync } from 'node:sqlite';

export interface SessionRow {
  id_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  end_reason: string | null;
}

export class SessionRepository {
  private readonly insertStmt;
  private readonly findStmt;
  private readonly touchStmt;
  private readonly endStmt;
  private readonly openOfStmt;

  constructor(db: DatabaseSync) {
    this.insertStmt = db.prepare(
      'INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, address, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.findStmt = db.prepare(
      'SELECT id_hash, user_id, created_at, last_seen_at, ended_at, end_reason FROM sessions WHERE id_hash = ?',
    );
    this.touchStmt = db.prepare(
      'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND ended_at IS NULL',
    );
    this.endStmt = db.prepare(
      'UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id_hash = ? AND ended_at IS NULL',
    );
    this.openOfStmt = db.prepare('SELECT id_hash FROM sessions WHERE user_id = ? AND ended_at IS NULL');
  }

  create(
    idHash: string,
    userId: number,
    now: number,
    address: string | null,
    userAgent: string | null,
  ): void {
    this.insertStmt.run(idHash, userId, now, now, address, userAgent);
  }

  find(idHash: string): SessionRow | undefined {
    return this.findStmt.get(idHash) as SessionRow | undefined;
  }

  touch(idHash: string, now: number): void {
    this.touchStmt.run(now, idHash);
  }

  /** The id hashes of a user's sessions that have not ended (idle ones included; they end when checked). */
  openOf(userId: number): string[] {
    return (this.openOfStmt.all(userId) as Array<{ id_hash: string }>).map((row) => row.id_hash);
  }

  /** Returns true when this call ended the session (it was still open). */
  end(idHash: string, now: number, reason: string): boolean {
    return Number(this.endStmt.run(now, reason, idHash).changes) > 0;
  }
}
