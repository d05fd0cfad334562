// The WHERE clause of a call log read (CallLogQuery, exports, analytics) from its filter, and the plan that says
// which index drives it: the opened_at range, or the trigram index for a rare text (history-db migration 4).
import type { SQLInputValue } from 'node:sqlite';
import type { CallSourceScope } from '../auth/call-source-scope.ts';
import { CALL_LOG_TEXT_COLUMNS } from '../store/history-db.ts';

export interface CallLogFilter {
  systemId: number;
  /** opened_at in [from, to), ISO UTC; null = open-ended */
  from: string | null;
  to: string | null;
  sectionIds?: readonly number[];
  callTypeIds?: readonly number[];
  callSourceIds?: readonly number[];
  /**
   * the call sources the reader may read (auth/call-source-scope.ts), on top of the filter; null or absent: all.
   * Required of every reader's filter by callLogRequest, so no read of the log forgets it.
   */
  scope?: CallSourceScope;
  /** rows without a kept urgency (written before it was) count by their call type's current urgency */
  urgency?: { values: readonly string[]; currentCallTypeIds: readonly number[] };
  /** a part of any of the call's texts (case-insensitive for ASCII letters) */
  text?: string;
  /** rows up to this id only: an export reads the log as it was when it started, however long it takes */
  maxId?: number;
  /** rows after this id only: what the live log added since a page was read (callLogNews) */
  afterId?: number;
}

/** At most this many of a text's trigrams are probed for how common they are (evenly spread over the text). */
const PROBED_TRIGRAMS = 12;

/** A text's distinct trigrams as FTS5 strings ("abc"), at most PROBED_TRIGRAMS of them. */
export function trigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(`"${text.slice(i, i + 3).replace(/"/g, '""')}"`);
  const all = [...grams];
  if (all.length <= PROBED_TRIGRAMS) return all;
  return Array.from(
    { length: PROBED_TRIGRAMS },
    (_, i) => all[Math.floor((i * all.length) / PROBED_TRIGRAMS)]!,
  );
}

export interface Plan {
  /** read the opened_at range through its index (else it only filters) */
  rangeIndex: boolean;
  /** candidate ids from the trigram index, for a rare text */
  trigrams: string | null;
  /** read the rows after afterId along the row ids (the few a live log added), no other index */
  byId?: boolean;
}

export const placeholders = (
  prefix: string,
  values: readonly unknown[],
  params: Record<string, SQLInputValue>,
) =>
  values
    .map((v, i) => {
      params[`${prefix}${i}`] = v as SQLInputValue;
      return `:${prefix}${i}`;
    })
    .join(', ');

export function whereOf(
  filter: CallLogFilter,
  plan: Plan,
): { sql: string; params: Record<string, SQLInputValue> } {
  const params: Record<string, SQLInputValue> = { system: filter.systemId };
  // With trigram candidates the rows are fetched by id and sorted: no index of system or range may drive the read.
  const parts = [plan.trigrams || plan.byId ? '+system_id = :system' : 'system_id = :system'];
  // A unary + keeps SQLite from reading a long range through the opened_at index and sorting all of it.
  const opened = plan.rangeIndex && !plan.trigrams && !plan.byId ? 'opened_at' : '+opened_at';
  if (filter.from !== null) {
    parts.push(`${opened} >= :from`);
    params.from = filter.from;
  }
  if (filter.to !== null) {
    parts.push(`${opened} < :to`);
    params.to = filter.to;
  }
  if (filter.maxId !== undefined) {
    parts.push('+id <= :maxId');
    params.maxId = filter.maxId;
  }
  if (filter.afterId !== undefined) {
    parts.push('id > :afterId');
    params.afterId = filter.afterId;
  }
  if (filter.sectionIds?.length)
    parts.push(`section_id IN (${placeholders('sec', filter.sectionIds, params)})`);
  if (filter.callTypeIds?.length)
    parts.push(`call_type_id IN (${placeholders('ct', filter.callTypeIds, params)})`);
  if (filter.callSourceIds?.length)
    parts.push(`call_source_id IN (${placeholders('cs', filter.callSourceIds, params)})`);
  if (filter.scope)
    parts.push(
      filter.scope.size ? `call_source_id IN (${placeholders('scope', [...filter.scope], params)})` : '0',
    );
  if (filter.urgency) {
    const kept = placeholders('urg', filter.urgency.values, params);
    const current = placeholders('urgct', filter.urgency.currentCallTypeIds, params);
    parts.push(`(urgency IN (${kept}) OR (urgency IS NULL AND call_type_id IN (${current || 'NULL'})))`);
  }
  const text = filter.text?.trim();
  if (text) {
    params.text = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(`(${CALL_LOG_TEXT_COLUMNS.map((c) => `${c} LIKE :text ESCAPE '\\'`).join(' OR ')})`);
    if (plan.trigrams) {
      params.trigrams = plan.trigrams;
      parts.push('id IN (SELECT rowid FROM call_log_text WHERE call_log_text MATCH :trigrams)');
    }
  }
  return { sql: parts.join(' AND '), params };
}
