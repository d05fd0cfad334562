// MSW handlers for the call log's operations (console/src/features/call-log/call-log.graphql), typed by the
// codegen documents: a page of the given rows in the given order (the real server filters and sorts; the mock
// answers what a test gives it), the filter choices, and one call with its timeline.
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  CallLogCallDocument,
  CallLogDocument,
  CallLogOptionsDocument,
  type CallLogRowFragment,
} from '../console/src/generated/graphql.ts';

export interface CallLogMockOptions {
  rows?: CallLogRowFragment[];
  /** the CallLog query answers with an error (the list's error state) */
  fail?: boolean;
}

const VERSION = { 'X-CS-Version': '5.406' };

export function createCallLogMock(options: CallLogMockOptions = {}) {
  const api = graphql.link('*/backend/query');
  const rows = options.rows ?? [];
  const handlers = [
    api.query(CallLogDocument, () =>
      options.fail
        ? HttpResponse.json({ data: null, errors: [{ message: 'call log failed' }] }, { headers: VERSION })
        : HttpResponse.json(
            {
              data: {
                callLog: {
                  rows,
                  next_cursor: null,
                  total: rows.length,
                  total_capped: false,
                  calls: rows.filter((r) => !r.is_presence).length,
                  presences: rows.filter((r) => r.is_presence).length,
                  last_id: Math.max(0, ...rows.map((r) => r.id)),
                  range_from: '2025-01-05T08:00:00.000Z',
                  range_to: '2025-01-06T08:00:00.001Z',
                  time_zone: 'Europe/Zurich',
                },
              },
            },
            { headers: VERSION },
          ),
    ),
    api.query(CallLogOptionsDocument, () =>
      HttpResponse.json(
        {
          data: {
            callLogOptions: {
              sections: [{ id: 1, name: 'Wohnbereich 1' }],
              call_types: [{ id: 4, name: 'Patientenruf' }],
              call_sources: [{ id: 1, name: 'Rufquelle 1' }],
            },
          },
        },
        { headers: VERSION },
      ),
    ),
    api.query(CallLogCallDocument, () =>
      HttpResponse.json({ data: { callLogCall: null } }, { headers: VERSION }),
    ),
  ];
  return { handlers };
}
