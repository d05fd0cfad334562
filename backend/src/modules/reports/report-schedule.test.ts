// Spec 02 §9 report days: daily every day, weekly every Monday, monthly on the 1st, in the facility's zone.
// Walked on the simulated clock across a month end, 29 February, both DST changes and New Year.
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, SimulatedClock } from '@cs/contracts/clock';
import { formatDateTime, formatDate } from '@cs/rules/time';
import { periodRange, type ReportPeriod } from './report-schedule.ts';
import { ReportScheduler } from './report-scheduler.ts';

const ZONE = 'Europe/Zurich';

function walk(fromUtc: number, days: number) {
  const clock = new SimulatedClock(fromUtc);
  const runs: Array<{ at: string; periods: ReportPeriod[]; runMs: number }> = [];
  const scheduler = new ReportScheduler({
    clock,
    zone: () => ZONE,
    run: (runMs, periods) => runs.push({ at: formatDateTime(runMs, ZONE), periods, runMs }),
  });
  scheduler.start();
  // day by day, as a ward's clock moves (a day in one advance works too: the scheduler chains its timer)
  for (let d = 0; d < days; d++) clock.advance(DAY);
  scheduler.stop();
  return runs;
}

describe('report scheduler (spec 02 §9 report days)', () => {
  // 2024: 29 February exists, DST starts 31 March and ends 27 October, 1 April and 1 July are Mondays.
  const runs = walk(Date.UTC(2024, 1, 20, 12), 300);
  const count = (p: ReportPeriod) => runs.filter((r) => r.periods.includes(p));

  it('sends the daily report exactly once per local day, at 06:00 local, also on DST days and 29 February', () => {
    expect(runs).toHaveLength(300);
    expect(new Set(runs.map((r) => r.at.slice(0, 10))).size).toBe(300);
    expect(runs.every((r) => r.at.endsWith(' 06:00') && r.periods.includes('daily'))).toBe(true);
    for (const day of ['29.02.2024', '01.03.2024', '31.03.2024', '01.04.2024', '27.10.2024', '28.10.2024'])
      expect(runs.filter((r) => r.at.startsWith(day))).toHaveLength(1);
  });

  it('sends the weekly report on Mondays only, once each', () => {
    const weekly = count('weekly');
    expect(weekly.length).toBe(43);
    expect(weekly.every((r) => new Date(r.runMs).getUTCDay() === 1)).toBe(true);
  });

  it('sends the monthly report on the 1st only, once per month (March to December)', () => {
    expect(count('monthly').map((r) => r.at.slice(0, 10))).toEqual(
      ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `01.${m}.2024`),
    );
    // 1 April 2024 is a Monday: daily, weekly and monthly, one each
    expect(runs.find((r) => r.at.startsWith('01.04.2024'))?.periods).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('report periods (local days, not 24 h)', () => {
  const run = (local: string) => Date.parse(local);
  it('the daily report of the spring DST day covers 23 hours, of the autumn one 25', () => {
    const spring = periodRange('daily', run('2024-04-01T04:00:00Z'), ZONE);
    expect(spring.to - spring.from).toBe(23 * HOUR);
    expect(formatDateTime(spring.from, ZONE)).toBe('31.03.2024 00:00');
    const autumn = periodRange('daily', run('2024-10-28T05:00:00Z'), ZONE);
    expect(autumn.to - autumn.from).toBe(25 * HOUR);
  });

  it('the monthly report of 1 March 2024 covers February with its 29th', () => {
    const feb = periodRange('monthly', run('2024-03-01T05:00:00Z'), ZONE);
    expect(formatDate(feb.from, ZONE)).toBe('01.02.2024');
    expect(formatDate(feb.to - 1, ZONE)).toBe('29.02.2024');
  });

  it('the weekly report of a Monday covers Monday to Sunday before it; New Year inside', () => {
    const week = periodRange('weekly', run('2024-01-01T05:00:00Z'), ZONE);
    expect(formatDateTime(week.from, ZONE)).toBe('25.12.2023 00:00');
    expect(formatDate(week.to - 1, ZONE)).toBe('31.12.2023');
  });
});

describe('catch-up at start (report-scheduler.ts, decided from the send log)', () => {
  const started = (nowUtc: number, lastReportAt: number | null) => {
    const clock = new SimulatedClock(nowUtc);
    const runs: string[] = [];
    const scheduler = new ReportScheduler({
      clock,
      zone: () => ZONE,
      run: (runMs, periods) => runs.push(`${formatDateTime(runMs, ZONE)} ${periods.join('+')}`),
      lastReportAt: () => lastReportAt,
    });
    scheduler.start();
    scheduler.stop();
    return runs;
  };
  // Monday 06.01.2025 09:00 in Zurich
  const monday = Date.UTC(2025, 0, 6, 8);

  it('runs what fell due after the newest report row, oldest first, at once', () => {
    expect(started(monday, Date.UTC(2025, 0, 4, 5))).toEqual([
      '05.01.2025 06:00 daily',
      '06.01.2025 06:00 daily+weekly',
    ]);
  });

  it('nothing when the newest row is from the latest run, or there is none (a first start)', () => {
    expect(started(monday, Date.UTC(2025, 0, 6, 5))).toEqual([]);
    expect(started(monday, null)).toEqual([]);
  });

  it('a week at most: the newest seven runs of a longer outage', () => {
    const runs = started(monday, Date.UTC(2024, 11, 1, 5));
    expect(runs).toHaveLength(7);
    expect(runs[0]).toBe('31.12.2024 06:00 daily');
    expect(runs.at(-1)).toBe('06.01.2025 06:00 daily+weekly');
    expect(runs).toContain('01.01.2025 06:00 daily+monthly');
  });
});
