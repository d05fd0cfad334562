// The dashboard's data for the chosen range (issue 17). The range is in the address (?range=), so a bookmark or a
// reload shows the same period; an unknown value falls back to the last 7 days.
import { useQuery } from '@apollo/client/react';
import { DATE_RANGES, type DateRange } from '@cs/rules/time';
import { useSearchParams } from 'react-router';
import { CallAnalyticsDocument } from '../../generated/graphql.ts';

export const DEFAULT_RANGE: DateRange = 'LAST_7_DAYS';

export function useAnalyticsRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('range');
  const range = (DATE_RANGES as readonly string[]).includes(value ?? '')
    ? (value as DateRange)
    : DEFAULT_RANGE;
  return [range, (next) => setParams(next === DEFAULT_RANGE ? {} : { range: next })];
}

export function useAnalytics(range: DateRange) {
  const { data, error, loading, refetch } = useQuery(CallAnalyticsDocument, {
    variables: { filter: { range } },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return { analytics: data?.callAnalytics, error, loading, retry: () => void refetch() };
}
