// MSW handler for the analytics dashboard (console/src/features/analytics/analytics.graphql), typed by the codegen
// documents: fixed figures of a week, in the server's shape (backend/src/modules/analytics computes the real ones,
// analytics-api.test.ts checks them against hand-computed values). `fails` answers an error.
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  AnalyticsCallDocument,
  CallAnalyticsDocument,
  UpdateAnalyticsShiftsDocument,
  type AnalyticsCallQuery,
  type CallAnalyticsQuery,
} from '../console/src/generated/graphql.ts';

export interface AnalyticsMockOptions {
  fails?: boolean;
}

const bucket = (key: string, label: string, calls: number, p50: number, p90: number, p95: number) => ({
  __typename: 'AnalyticsBucket',
  key,
  label,
  calls,
  p50,
  p90,
  p95,
  answered: Math.floor(calls / 2),
  presence_p50: Math.floor(p50 / 2),
  presence_p90: Math.floor(p90 / 2),
});

// With __typename as the server answers (Apollo adds it to every selection): fragments match by it.
export const MOCK_ANALYTICS: CallAnalyticsQuery['callAnalytics'] & { __typename: string } = {
  __typename: 'CallAnalytics',
  range_from: '2024-12-30T08:00:00.000Z',
  range_to: '2025-01-06T08:00:00.000Z',
  time_zone: 'Europe/Zurich',
  calls: 1234,
  presences: 310,
  previous_calls: 1000,
  p50: 95,
  p90: 400,
  p95: 610,
  answered: 617,
  presence_p50: 47,
  presence_p90: 200,
  presence_p95: 305,
  long_calls: 12,
  long_call_minutes: 10,
  shifts: { early: 6, late: 14, night: 22 },
  long_call_list: [
    {
      id: 4711,
      opened_at: '2025-01-06T07:30:00.000Z',
      duration: 1500,
      call_type_text: 'Patientenruf',
      device_text: 'Ruftaster 101',
      section_name: 'Wohnbereich 1',
    },
  ],
  period: 'DAY',
  per_period: [{ key: '2025-01-05T23:00:00.000Z', label: '06.01.2025', calls: 1234 }],
  per_hour: Array.from({ length: 24 }, (_, h) => (h === 8 ? 1234 : 0)),
  heat_map: Array.from({ length: 7 }, (_, d) =>
    Array.from({ length: 24 }, (_, h) => (d === 0 && h === 8 ? 1234 : 0)),
  ),
  by_call_type: [bucket('4', 'Patientenruf', 1234, 95, 400, 610)],
  by_section: [bucket('0', '', 34, 60, 120, 130), bucket('1', 'Wohnbereich 1', 1200, 95, 400, 610)],
  by_shift: [
    bucket('early', 'early', 1234, 95, 400, 610),
    bucket('late', 'late', 0, 0, 0, 0),
    bucket('night', 'night', 0, 0, 0, 0),
  ],
  by_weekday: ['1', '2', '3', '4', '5', '6', '7'].map((d) =>
    bucket(d, d, d === '1' ? 1234 : 0, 95, 400, 610),
  ),
  top_devices: [bucket('23', 'Ruftaster 101', 700, 80, 300, 500)],
};

/**
 * The long call of the list as the analytics' call modal reads it (analyticsCall: the call log's detail), with
 * __typename as the server answers (the detail's fragments match by it).
 */
const typed = <T extends object>(__typename: string, value: T) => ({ __typename, ...value });
export const MOCK_LONG_CALL: NonNullable<AnalyticsCallQuery['analyticsCall']> = typed('CallLogDetail', {
  call: typed('CallLogCall', {
    id: 4711,
    call_id: 88,
    call_type_id: 4,
    call_type_text: 'Patientenruf',
    call_source_text: null,
    device_text_short: '101',
    device_text_long: 'Ruftaster 101',
    section_name: 'Wohnbereich 1',
    handled_by_app_username: null,
    position: null,
    duration: 1500,
    weekday: 1,
    is_presence: false,
    time_start: '06.01.2025 08:30',
    time_end: '06.01.2025 08:55',
    call_type: typed('CallLogCallType', { flag: 'none', urgency: 'NORMAL', color: null }),
    call_source_id: null,
    section_id: 1,
  }),
  timeline: [
    typed('CallLogEvent', {
      kind: 'OPENED',
      at: '2025-01-06T07:30:00.000Z',
      time: '06.01.2025 08:30',
      user_name: null,
      offset: 0,
    }),
  ],
  time_to_presence: null,
  time_zone: 'Europe/Zurich',
});

export function createAnalyticsMock(options: AnalyticsMockOptions = {}) {
  const api = graphql.link('*/backend/query');
  return [
    api.query(CallAnalyticsDocument, () =>
      options.fails
        ? HttpResponse.json({ errors: [{ message: 'unavailable' }] }, { status: 503 })
        : HttpResponse.json(
            { data: { callAnalytics: MOCK_ANALYTICS } },
            { headers: { 'X-CS-Version': '5.406' } },
          ),
    ),
    // as the server checks them (backend/src/modules/analytics/shift-settings.ts): ascending whole hours
    api.mutation(UpdateAnalyticsShiftsDocument, ({ variables: { shifts } }) =>
      shifts.late <= shifts.early || shifts.night <= shifts.late
        ? HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'Die Zeit muss später als die vorherige sein',
                extensions: {
                  code: 'VALIDATION_FAILED',
                  validation: true,
                  field: shifts.late <= shifts.early ? 'shifts.late' : 'shifts.night',
                  key: 'time_overlap',
                },
              },
            ],
          })
        : HttpResponse.json(
            { data: { updateAnalyticsShifts: shifts } },
            { headers: { 'X-CS-Version': '5.406' } },
          ),
    ),
    api.query(AnalyticsCallDocument, ({ variables }) =>
      HttpResponse.json(
        { data: { analyticsCall: variables.id === MOCK_LONG_CALL.call.id ? MOCK_LONG_CALL : null } },
        { headers: { 'X-CS-Version': '5.406' } },
      ),
    ),
  ];
}
