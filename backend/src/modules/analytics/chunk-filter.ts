// The call log filter (repositories/call-log-where.ts) as a test of one row of a day chunk, for the analytics over
// cached days: the same rows as the SQL WHERE. A text filter (LIKE over the texts) is not mirrored here: the
// analytics read such a filter from call_log (AnalyticsService).
import type { CallLogFilter } from '../../repositories/call-log-where.ts';
import type { DayChunk, Dictionary } from './day-chunk.ts';

export interface RowFilter {
  /** opened in [from, to), epoch ms; from null = open-ended */
  from: number | null;
  to: number;
  sections: ReadonlySet<number> | null;
  callTypes: ReadonlySet<number> | null;
  sources: ReadonlySet<number> | null;
  /** the reader's call sources alone (auth/call-source-scope.ts): the presences that may answer its calls */
  scope: ReadonlySet<number> | null;
  /** kept urgencies as dictionary indexes, and the call types whose current urgency matches (rows without one) */
  urgency: { values: ReadonlySet<number>; currentCallTypes: ReadonlySet<number> } | null;
}

const setOf = (ids: readonly number[] | undefined) => (ids?.length ? new Set(ids) : null);

/** The sources a row may have: the filter's within the reader's scope (an empty set matches no row). */
function withinScope(sources: ReadonlySet<number> | null, scope: ReadonlySet<number> | null) {
  if (!scope) return sources;
  return new Set([...(sources ?? scope)].filter((id) => scope.has(id)));
}

/** The row filter of a call log filter, or null when it has what chunks cannot answer (a text, an id limit). */
export function rowFilterOf(filter: CallLogFilter, dictionary: Dictionary): RowFilter | null {
  if (filter.text?.trim() || filter.maxId !== undefined || filter.afterId !== undefined || filter.to === null)
    return null;
  const u = filter.urgency;
  return {
    from: filter.from === null ? null : Date.parse(filter.from),
    to: Date.parse(filter.to),
    sections: setOf(filter.sectionIds),
    callTypes: setOf(filter.callTypeIds),
    sources: withinScope(setOf(filter.callSourceIds), filter.scope ?? null),
    scope: filter.scope ?? null,
    urgency: u
      ? {
          values: new Set(u.values.flatMap((v) => dictionary.find(v) ?? [])),
          currentCallTypes: new Set(u.currentCallTypeIds),
        }
      : null,
  };
}

export function chunkFilter(f: RowFilter): (c: DayChunk, i: number) => boolean {
  return (c, i) => {
    const at = c.opened[i]!;
    if ((f.from !== null && at < f.from) || at >= f.to) return false;
    // NULL is in no IN list: a row without a section or source never matches one
    if (f.sections && (c.section[i]! < 0 || !f.sections.has(c.section[i]!))) return false;
    if (f.callTypes && !f.callTypes.has(c.callType[i]!)) return false;
    if (f.sources && (c.source[i]! < 0 || !f.sources.has(c.source[i]!))) return false;
    if (f.urgency) {
      const u = c.urgency[i]!;
      if (u >= 0 ? !f.urgency.values.has(u) : !f.urgency.currentCallTypes.has(c.callType[i]!)) return false;
    }
    return true;
  };
}

/** The calls (presences left out) of the chunks that pass the filter: the previous period's count. */
export function countChunkCalls(chunks: readonly DayChunk[], f: RowFilter): number {
  const pick = chunkFilter(f);
  let n = 0;
  for (const c of chunks) for (let i = 0; i < c.n; i++) if (!c.presence[i] && pick(c, i)) n++;
  return n;
}
