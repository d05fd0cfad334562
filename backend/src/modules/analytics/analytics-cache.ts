// The closed days of the call log, columnar in memory (issue 17: a year of analytics within 500 ms at 1 M calls).
// A day is closed when it is over in the facility's zone; its chunk is read from call_log once and kept. Today (and
// any day not yet over) is read afresh on every use. A closed day can still change: a call that opened before
// midnight and closes today is written into yesterday, an import writes old days, a cleanup deletes. Every read
// first looks at the rows written since the last look (ids above the highest seen: call_log's ids only grow) and
// at call_log_revisions (deletes and updates, history-db migration 10), and drops the chunks of the days they touch.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { addFacilityDays, startOfFacilityDay } from '@cs/rules/time';
import { z } from 'zod';
import { int, rowsOf, text } from '../../store/sqlite-rows.ts';
import { DayChunkLoader, Dictionary, type DayChunk } from './day-chunk.ts';
import { FacilityClock } from './facility-clock.ts';

interface SystemDays {
  zone: string;
  clock: FacilityClock;
  /** closed days by their start */
  chunks: Map<number, DayChunk>;
  /** day start -> next day's start (a zone lookup costs about 0.1 ms; a year of them would be 40 ms) */
  next: Map<number, number>;
}

/** A call log row written, deleted from or changed since the last look: which system's day to drop. */
const touchedRow = z.object({ id: int(), system_id: int(), opened_at: text() });

export class AnalyticsCache {
  readonly dictionary = new Dictionary();
  private readonly loader: DayChunkLoader;
  private readonly systems = new Map<number, SystemDays>();
  private readonly newRows: StatementSync;
  private readonly revisions: StatementSync;
  private readonly firstOpened: StatementSync;
  private seenId: number;
  private seenRevision: number;

  constructor(db: DatabaseSync) {
    this.loader = new DayChunkLoader(db, this.dictionary);
    this.newRows = db.prepare('SELECT id, system_id, opened_at FROM call_log WHERE id > ? ORDER BY id');
    this.revisions = db.prepare(
      'SELECT id, system_id, opened_at FROM call_log_revisions WHERE id > ? ORDER BY id',
    );
    this.firstOpened = db.prepare('SELECT min(opened_at) AS at FROM call_log WHERE system_id = ?');
    this.seenId = (db.prepare('SELECT ifnull(max(id), 0) AS id FROM call_log').get() as { id: number }).id;
    this.seenRevision = (
      db.prepare('SELECT ifnull(max(id), 0) AS id FROM call_log_revisions').get() as { id: number }
    ).id;
  }

  /** The chunks of the local days overlapping [from, to) (from null: since the system's first row), oldest first. */
  chunks(systemId: number, zone: string, from: number | null, to: number, now: number): DayChunk[] {
    this.refresh();
    const days = this.systemDays(systemId, zone);
    const start = from ?? this.first(systemId);
    if (start === null || start >= to) return [];
    const out: DayChunk[] = [];
    for (let day = startOfFacilityDay(start, zone); day < to;) {
      let chunk = days.chunks.get(day);
      if (!chunk) {
        const end = this.nextDay(days, day);
        chunk = this.loader.load(systemId, day, end, days.clock);
        if (end <= now) days.chunks.set(day, chunk);
      }
      out.push(chunk);
      day = chunk.end;
    }
    return out;
  }

  /** How many closed days are kept (tests, the bench). */
  size(systemId: number): number {
    return this.systems.get(systemId)?.chunks.size ?? 0;
  }

  private first(systemId: number): number | null {
    const at = (this.firstOpened.get(systemId) as { at: string | null }).at;
    return at === null ? null : Date.parse(at);
  }

  private systemDays(systemId: number, zone: string): SystemDays {
    let days = this.systems.get(systemId);
    if (!days || days.zone !== zone) {
      days = { zone, clock: new FacilityClock(zone), chunks: new Map(), next: new Map() };
      this.systems.set(systemId, days);
    }
    return days;
  }

  private nextDay(days: SystemDays, day: number): number {
    let end = days.next.get(day);
    if (end === undefined) {
      end = addFacilityDays(day, 1, days.zone);
      days.next.set(day, end);
    }
    return end;
  }

  /** Drops the chunks of the days that rows were written to, deleted from or changed in since the last look. */
  private refresh(): void {
    const touched = (answer: unknown[]) => {
      const rows = rowsOf(touchedRow, answer);
      for (const r of rows) {
        const days = this.systems.get(r.system_id);
        if (days) days.chunks.delete(days.clock.fields(Date.parse(r.opened_at)).day);
      }
      return rows.at(-1)?.id;
    };
    this.seenId = touched(this.newRows.all(this.seenId)) ?? this.seenId;
    this.seenRevision = touched(this.revisions.all(this.seenRevision)) ?? this.seenRevision;
  }
}
