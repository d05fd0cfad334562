// Issue 38 item 1 (spec 01 §2 analytics; spec 02 §9 date ranges in the facility's zone): 'Rufe pro Tag' of 'Letzte
// 7 Tage' drew one bar over the whole width when the calls fell on one day. Every period of the range is on the
// axis, those without calls at zero: hours for a day, days for a week, weeks for a year, months beyond, the
// facility's periods on DST change days too.
import { describe, expect, it } from 'vitest';
import { dateRangeBounds } from '@cs/rules/time';
import type { AnalyticsRow } from '../../repositories/call-log-query.ts';
import { callAnalytics } from './call-analytics.ts';

const ZONE = 'Europe/Zurich';
const NOW = Date.parse('2026-12-07T17:20:00Z'); // Monday 07.12.2026 18:20 in Zurich

const call = (iso: string, id = 1): AnalyticsRow => ({
  id,
  opened_ms: Date.parse(iso),
  duration: 60,
  section_id: 1,
  section_name: 'Wohnbereich 1',
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  device_number: 8,
  device_text_long: 'Zimmer 102',
  is_presence: false,
});

function periods(rows: AnalyticsRow[], from: number | null, to: number) {
  const a = callAnalytics(rows, {
    zone: ZONE,
    shifts: { early: 7, late: 15, night: 23 },
    longCallSeconds: 600,
    fromMs: from,
    toMs: to,
  });
  return { period: a.period, series: a.per_period.map((p) => `${p.label} ${p.calls}`) };
}

describe('calls per period: every period of the range', () => {
  it("'Letzte 7 Tage' with calls on one day lists the eight days it touches", () => {
    const { from, to } = dateRangeBounds('LAST_7_DAYS', NOW, ZONE);
    const rows = [call('2026-12-07T17:00:00Z', 1), call('2026-12-07T17:10:00Z', 2)];
    expect(periods(rows, from, to)).toEqual({
      period: 'DAY',
      series: [
        '30.11.2026 0',
        '01.12.2026 0',
        '02.12.2026 0',
        '03.12.2026 0',
        '04.12.2026 0',
        '05.12.2026 0',
        '06.12.2026 0',
        '07.12.2026 2',
      ],
    });
  });

  it("'Letzte 24 Stunden' in hours: 25 of them, the first and the current one partial", () => {
    const { from, to } = dateRangeBounds('LAST_24_HOURS', NOW, ZONE);
    const { period, series } = periods([call('2026-12-07T05:30:00Z')], from, to);
    expect(period).toBe('HOUR');
    expect(series).toHaveLength(25);
    expect(series[0]).toBe('06.12.2026 18:00 0');
    expect(series.filter((s) => !s.endsWith(' 0'))).toEqual(['07.12.2026 06:00 1']);
    expect(series.at(-1)).toBe('07.12.2026 18:00 0');
  });

  it('the night the clocks go back has 25 hours, 02:00 twice (spec 01 §9 DST)', () => {
    const { from, to } = dateRangeBounds('YESTERDAY', Date.parse('2026-10-26T09:00:00Z'), ZONE);
    const rows = [
      call('2026-10-25T00:30:00Z', 1),
      call('2026-10-25T01:30:00Z', 2),
      call('2026-10-25T01:40:00Z', 3),
    ];
    const { period, series } = periods(rows, from, to);
    expect(period).toBe('HOUR');
    expect(series).toHaveLength(25);
    expect(series.slice(1, 5)).toEqual([
      '25.10.2026 01:00 0',
      '25.10.2026 02:00 1', // summer time
      '25.10.2026 02:00 2', // winter time
      '25.10.2026 03:00 0',
    ]);
  });

  it("'Dieses Jahr' in weeks from the Monday before 1 January, 'Seit Beginn' over years in months", () => {
    const year = dateRangeBounds('THIS_YEAR', NOW, ZONE);
    const weeks = periods([call('2026-03-04T10:00:00Z')], year.from, year.to);
    expect(weeks.period).toBe('WEEK');
    expect(weeks.series[0]).toBe('29.12.2025 0'); // 1 January 2026 was a Thursday
    expect(weeks.series).toHaveLength(50);
    expect(weeks.series.filter((s) => !s.endsWith(' 0'))).toEqual(['02.03.2026 1']);

    const rows = [call('2024-02-10T10:00:00Z', 1), call('2026-12-01T10:00:00Z', 2)];
    const months = periods(rows, null, NOW + 1);
    expect(months.period).toBe('MONTH');
    expect(months.series).toHaveLength(35); // February 2024 to December 2026
    expect(months.series[0]).toBe('02.2024 1');
    expect(months.series[1]).toBe('03.2024 0');
    expect(months.series.at(-1)).toBe('12.2026 1');
  });

  it('since the beginning with no calls: no periods', () => {
    expect(periods([], null, NOW + 1)).toEqual({ period: 'HOUR', series: [] });
  });
});
