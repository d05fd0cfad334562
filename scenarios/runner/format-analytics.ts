// The analytics expectation (spec 01 §2 analytics, issue 17): the dashboard's figures for a range, as the backend's
// callAnalytics answers them, compared with values the scenario computed by hand from the calls it made.
import { located, type StepBase } from './location.ts';

/** A group's figures (a call type or section id, a shift early/late/night, an ISO weekday, a device number). */
export interface BucketMatch {
  calls?: number;
  p50?: number | null;
  p90?: number | null;
  p95?: number | null;
}

export interface AnalyticsMatch {
  /** spec 02 §9 date range of the call log's filter (LAST_7_DAYS, ...) */
  range: string;
  calls?: number;
  presences?: number;
  previousCalls?: number | null;
  p50?: number | null;
  p90?: number | null;
  p95?: number | null;
  longCalls?: number;
  /** local hour -> calls; every hour not listed must have none */
  perHour?: Record<number, number>;
  /** each listed group must have these figures; with `exact` a family lists all its groups */
  byCallType?: Record<string, BucketMatch>;
  byWeekday?: Record<string, BucketMatch>;
  byShift?: Record<string, BucketMatch>;
  topDevices?: Record<string, BucketMatch>;
  exact?: boolean;
}

export type AnalyticsStep = { kind: 'expectAnalytics' } & AnalyticsMatch;

/** The analytics dashboard's figures for the range (signed in as admin), as computed by hand in the scenario. */
export const expectAnalytics = (
  match: AnalyticsMatch,
  extra: { system?: number; label?: string } = {},
): AnalyticsStep & StepBase => located({ kind: 'expectAnalytics', ...match, ...extra });
