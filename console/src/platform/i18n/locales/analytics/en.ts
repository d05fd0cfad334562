// The analytics dashboard's texts, English.
import type de from './de.ts';

const analytics: typeof de = {
  title: 'Analytics',
  range: 'Period',
  loading: 'Computing the analytics …',
  errorTitle: 'The analytics could not be loaded',
  errorText: 'Please try again.',
  retry: 'Try again',
  empty: 'There were no calls in this period.',
  rangeBounds: '{{from}} to {{to}} ({{zone}})',
  stats: {
    calls: 'Calls',
    previous: 'Previous period: {{count}}',
    change: '{{sign}}{{percent}} % against the previous period',
    presences: 'Presences',
    presence: 'Time to presence (median)',
    presenceNote: '90 %: {{time}} · {{answered}} of {{calls}} calls with a presence',
    closeNote: '90 %: {{time}}',
    median: 'Time to close (median)',
    longCalls: 'Long calls (over {{minutes}} min)',
  },
  perDay: 'Calls per day',
  perWeek: 'Calls per week (from Monday)',
  perHour: 'Calls by time of day',
  hour: 'Hour',
  heatMap: 'Calls by weekday and hour',
  heatMapCell: '{{weekday}}, {{hour}}:00: {{count}} calls',
  byCallType: 'By call type',
  bySection: 'By section',
  byShift: 'By shift',
  byWeekday: 'By weekday',
  topDevices: 'Most calls (level of need)',
  columns: {
    presence: 'To presence',
    name: 'Name',
    calls: 'Calls',
    p50: 'To close',
    p90: 'Close 90 %',
    p95: 'Close 95 %',
  },
  noSection: 'No section',
  shifts: { early: 'Early shift', late: 'Late shift', night: 'Night shift' },
  shiftHours: '{{from}}:00–{{to}}:00',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  percentileNote:
    'Times to presence (staff in the room of the call while it was open) and to close as median, 90th and 95th percentile; presences do not count as calls.',
};

export default analytics;
