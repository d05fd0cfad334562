// The call log's pages (spec 02 §3): the first page of the view, and further pages by the server's cursor
// appended below it. Every filter change asks the server again; the list never filters on its own.
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CallLogDocument, type CallLogQuery } from '../../generated/graphql.ts';
import type { CallLogView } from '../../platform/call-filters/call-filters.ts';

export const PAGE_SIZE = 50;

export function callLogVariables(view: CallLogView) {
  return {
    filter: {
      range: view.range,
      section_ids: view.sections.length ? view.sections : null,
      call_type_ids: view.callTypes.length ? view.callTypes : null,
      call_source_ids: view.callSources.length ? view.callSources : null,
      urgencies: view.urgencies.length ? view.urgencies : null,
      text: view.text || null,
    },
    sort: view.sort,
    direction: view.direction,
    first: PAGE_SIZE,
  };
}

export function useCallLog(view: CallLogView) {
  const query = useQuery(CallLogDocument, {
    variables: callLogVariables(view),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.callLog;
  const loadMore = () =>
    page?.next_cursor &&
    query.fetchMore({
      variables: { after: page.next_cursor },
      updateQuery: (previous, { fetchMoreResult }): CallLogQuery => ({
        callLog: {
          ...fetchMoreResult.callLog,
          rows: [...(previous.callLog?.rows ?? []), ...fetchMoreResult.callLog.rows],
        },
      }),
    });
  return {
    page,
    /** the first page is on its way (not a further one) */
    loading: !page && query.loading,
    loadingMore: query.networkStatus === NetworkStatus.fetchMore,
    error: page ? null : (query.error ?? null),
    retry: () => void query.refetch(),
    /** reads the first page again (the live log's new rows): the pages loaded below it go */
    refresh: () => query.refetch(),
    loadMore,
  };
}
