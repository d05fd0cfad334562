// One facility-local day of one system's call log, columnar (issue 17: the daily pre-aggregation extended for the
// analytics' percentiles). A chunk keeps every row of the day exactly (calls and presences), so any filter of the
// analytics and any partial day at a range's ends gives what the raw read of call_log gives; the wall clock's hour
// is worked out once per row. Texts are indexes into the cache's dictionary (-1 = NULL).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { columnsReader } from '../../store/sqlite-rows.ts';
import type { FacilityClock } from './facility-clock.ts';

export interface DayChunk {
  /** the instant the local day began, and the next one's */
  start: number;
  end: number;
  /** 1 Monday ... 7 Sunday */
  weekday: number;
  /** rows in (opened_at, id) order */
  n: number;
  /** call_log row ids */
  id: Float64Array;
  opened: Float64Array;
  duration: Int32Array;
  hour: Uint8Array;
  presence: Uint8Array;
  /** -1 = no section / no call source */
  section: Int32Array;
  callType: Int32Array;
  source: Int32Array;
  device: Int32Array;
  urgency: Int32Array;
  sectionName: Int32Array;
  callTypeText: Int32Array;
  deviceText: Int32Array;
  /** the highest row id read */
  maxId: number;
  /** the starts of the local week and month the day is in, once asked for (a zone lookup each) */
  week?: number;
  month?: number;
}

/** Texts as small integers: the same text is one string however many rows carry it. */
export class Dictionary {
  readonly texts: string[] = [];
  private readonly index = new Map<string, number>();
  /** the index of a text already seen, else undefined (never adds) */
  find(text: string): number | undefined {
    return this.index.get(text);
  }
  of(text: string | null): number {
    if (text === null) return -1;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.texts.length;
      this.texts.push(text);
      this.index.set(text, i);
    }
    return i;
  }
}

/** The columns a day's chunk reads of call_log, checked a row at a time (store/sqlite-rows.ts columnsReader). */
const readRow = columnsReader('call_log', {
  id: 'int',
  opened_at: 'text',
  duration: 'int',
  is_presence: 'int',
  section_id: 'int?',
  section_name: 'text?',
  call_type_id: 'int',
  call_type_text: 'text?',
  call_source_id: 'int?',
  device_number: 'int',
  device_text_long: 'text?',
  urgency: 'text?',
});

export class DayChunkLoader {
  private readonly statement: StatementSync;
  constructor(
    db: DatabaseSync,
    private readonly dictionary: Dictionary,
  ) {
    this.statement = db.prepare(
      `SELECT id, opened_at, duration, is_presence, section_id, section_name, call_type_id, call_type_text,
         call_source_id, device_number, device_text_long, urgency
       FROM call_log WHERE system_id = ? AND opened_at >= ? AND opened_at < ? ORDER BY opened_at, id`,
    );
  }

  load(systemId: number, start: number, end: number, clock: FacilityClock): DayChunk {
    const rows = this.statement.all(systemId, new Date(start).toISOString(), new Date(end).toISOString());
    const n = rows.length;
    const d = this.dictionary;
    const c: DayChunk = {
      start,
      end,
      weekday: clock.fields(start).weekday,
      n,
      id: new Float64Array(n),
      opened: new Float64Array(n),
      duration: new Int32Array(n),
      hour: new Uint8Array(n),
      presence: new Uint8Array(n),
      section: new Int32Array(n),
      callType: new Int32Array(n),
      source: new Int32Array(n),
      device: new Int32Array(n),
      urgency: new Int32Array(n),
      sectionName: new Int32Array(n),
      callTypeText: new Int32Array(n),
      deviceText: new Int32Array(n),
      maxId: 0,
    };
    for (let i = 0; i < n; i++) {
      const r = readRow(rows[i]);
      const ms = Date.parse(r.opened_at);
      c.id[i] = r.id;
      c.opened[i] = ms;
      c.duration[i] = r.duration;
      c.hour[i] = clock.fields(ms).hour;
      c.presence[i] = r.is_presence;
      c.section[i] = r.section_id ?? -1;
      c.callType[i] = r.call_type_id;
      c.source[i] = r.call_source_id ?? -1;
      c.device[i] = r.device_number;
      c.urgency[i] = d.of(r.urgency);
      c.sectionName[i] = d.of(r.section_name);
      c.callTypeText[i] = d.of(r.call_type_text);
      c.deviceText[i] = d.of(r.device_text_long);
      if (r.id > c.maxId) c.maxId = r.id;
    }
    return c;
  }
}
