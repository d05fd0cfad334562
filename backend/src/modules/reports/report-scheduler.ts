// Runs the report schedule (report-schedule.ts) on the injected clock: one timer to the next local send time,
// which hands the due periods to `run` and sets the next. The next run is counted from the due time, not from
// when the timer fired, so a late timer (a suspended machine) catches the missed days up; the send log's
// dedupe key keeps each period's mail to one.
import type { Clock } from '@cs/contracts/clock';
import { log } from '../../platform/logger.ts';
import { duePeriods, nextRun, type ReportPeriod } from './report-schedule.ts';

export interface ReportSchedulerOptions {
  clock: Clock;
  /** the facility's zone, read at every run (an administrator may change it) */
  zone: () => string;
  run: (runMs: number, periods: ReportPeriod[]) => void;
}

export class ReportScheduler {
  private timer: unknown = null;

  constructor(private readonly o: ReportSchedulerOptions) {}

  start(): void {
    this.arm(nextRun(this.o.clock.now(), this.o.zone()));
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
    try {
      this.o.run(due, duePeriods(due, zone));
    } catch (error) {
      // One bad run (a report that cannot be composed) must not end the schedule.
      log().error({ err: error }, 'report run failed');
    }
    this.arm(nextRun(due, zone));
  }
}
