// The analytics of a call log filter (issue 17): closed days from the in-memory day chunks (analytics-cache.ts),
// the day still open read from call_log, the same figures as callAnalytics over the raw rows. A filter the chunks
// cannot answer (a text) is read raw, with every presence of the range to answer its calls. The previous period's
// count comes the same way.
import type { DatabaseSync } from 'node:sqlite';
import type { CallLogFilter, CallLogQuery } from '../../repositories/call-log-query.ts';
import { AnalyticsCache } from './analytics-cache.ts';
import { callAnalytics, type Analytics, type AnalyticsOptions } from './call-analytics.ts';
import { chunkAnalytics } from './chunk-analytics.ts';
import { countChunkCalls, rowFilterOf } from './chunk-filter.ts';

export class AnalyticsService {
  readonly cache: AnalyticsCache;

  constructor(
    db: DatabaseSync,
    private readonly query: CallLogQuery,
  ) {
    this.cache = new AnalyticsCache(db);
  }

  analytics(filter: CallLogFilter, options: AnalyticsOptions, now: number): Analytics {
    const rows = rowFilterOf(filter, this.cache.dictionary);
    if (!rows) {
      const answering = this.query.presences(filter);
      return callAnalytics(this.query.analyticsRows(filter), options, answering);
    }
    const chunks = this.cache.chunks(filter.systemId, options.zone, rows.from, rows.to, now);
    return chunkAnalytics(chunks, this.cache.dictionary.texts, rows, options);
  }

  /** The calls (no presences) of the filter in [from, to) instead of its own range. */
  countCalls(filter: CallLogFilter, zone: string, from: number, to: number, now: number): number {
    const ranged = { ...filter, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
    const rows = rowFilterOf(ranged, this.cache.dictionary);
    if (!rows) return this.query.countCalls(ranged);
    return countChunkCalls(this.cache.chunks(filter.systemId, zone, from, to, now), rows);
  }
}
