// The user's export jobs (spec 02 §4): the list is asked again every second while one waits or runs, so its
// progress moves, and not at all once every job has ended. Starting and cancelling update the list at once.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  CancelExportDocument,
  ExportCallLogDocument,
  ExportJobsDocument,
  type CallLogFilter,
  type ExportFormat,
} from '../../../generated/graphql.ts';

export const PROGRESS_POLL_MS = 1_000;

export function useExports() {
  const query = useQuery(ExportJobsDocument, { fetchPolicy: 'cache-and-network' });
  const jobs = query.data?.exportJobs ?? [];
  const active = jobs.some((j) => j.state === 'New' || j.state === 'Running');
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!active) return;
    startPolling(PROGRESS_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
  const refetch = { refetchQueries: [ExportJobsDocument], awaitRefetchQueries: true };
  const [exportCalls, started] = useMutation(ExportCallLogDocument, refetch);
  const [cancelJob] = useMutation(CancelExportDocument, refetch);
  return {
    jobs,
    starting: started.loading,
    start: (format: ExportFormat, filter: CallLogFilter) => exportCalls({ variables: { format, filter } }),
    cancel: (id: number) => cancelJob({ variables: { id } }),
  };
}
