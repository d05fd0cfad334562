// The dashboard's data for the call log's filters (shared with the log, platform/call-filters): the filters are in
// the address, so a bookmark or a reload shows the same figures; the analytics' own default range is the last 7 days.
import { useQuery } from '@apollo/client/react';
import type { CallLogView } from '../../platform/call-filters/call-filters.ts';
import { CallAnalyticsDocument, type CallLogRange } from '../../generated/graphql.ts';

export const ANALYTICS_DEFAULT_RANGE: CallLogRange = 'LAST_7_DAYS';

export function useAnalytics(view: CallLogView) {
  const { data, error, loading, refetch } = useQuery(CallAnalyticsDocument, {
    variables: {
      filter: {
        range: view.range,
        section_ids: view.sections,
        call_type_ids: view.callTypes,
        call_source_ids: view.callSources,
        urgencies: view.urgencies,
        text: view.text || null,
      },
    },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return { analytics: data?.callAnalytics, error, loading, retry: () => void refetch() };
}
