// Runs the report schedule (report-schedule.ts) on the injected clock: one timer to the next local send time,
// which hands the due periods to `run` and sets the next. The next run is counted from the due time, not from
// when the timer fired, so a late timer (a suspended machine) catches the missed days up; the send log's
// dedupe key keeps each period's mail to one.
//
// A run due while the backend was down is caught up once at start (issue 18), decided from the send log: every run
// due after its newest report row (when the last run put mails on the queue) up to now, at most the last
// CATCH_UP_MAX_RUNS of them (a week's outage: its dailies, its Monday, a 1st within it). An installation without
// a report row yet (never sent one, or a fresh start) catches nothing up: no sign it ran when the run was due,
// and a first start must not mail last week's report. Once, not twice: a caught-up run queues rows, so the next
// start finds nothing after them, and its mails carry the dedupe keys the run on time would have had.
import type { Clock } from '@cs/contracts/clock';
import { log } from '../../platform/logger.ts';
import { duePeriods, nextRun, runsBetween, type ReportPeriod } from './report-schedule.ts';

/** How many missed runs a start catches up at most: a week of daily runs. */
export const CATCH_UP_MAX_RUNS = 7;

export interface ReportSchedulerOptions {
  clock: Clock;
  /** the facility's zone, read at every run (an administrator may change it) */
  zone: () => string;
  run: (runMs: number, periods: ReportPeriod[]) => void;
  /** when the newest report of the send log was queued (ms), null when none was; without it nothing is caught up */
  lastReportAt?: () => number | null;
}

export class ReportScheduler {
  private timer: unknown = null;

  constructor(private readonly o: ReportSchedulerOptions) {}

  start(): void {
    const now = this.o.clock.now();
    const zone = this.o.zone();
    const last = this.o.lastReportAt?.() ?? null;
    if (last !== null)
      for (const due of runsBetween(last, now, zone, CATCH_UP_MAX_RUNS)) this.runOnce(due, zone);
    this.arm(nextRun(now, zone));
  }

  stop(): void {
    this.o.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(due: number): void {
    this.timer = this.o.clock.setTimeout(() => this.fire(due), Math.max(0, due - this.o.clock.now()));
  }

  private fire(due: number): void {
    const zone = this.o.zone();
    this.runOnce(due, zone);
    this.arm(nextRun(due, zone));
  }

  private runOnce(due: number, zone: string): void {
    try {
      this.o.run(due, duePeriods(due, zone));
    } catch (error) {
      // One bad run (a report that cannot be composed) must not end the schedule.
      log().error({ err: error }, 'report run failed');
    }
  }
}
