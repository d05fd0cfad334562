// The sync screen's data (spec 02 §2-§4): a fresh comparison when the screen opens and after every action; while
// a commit runs, the service's progress every second on the runtime clock (configChangelog does not ask the
// Gets), then a fresh comparison once it has ended.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CommitGetsConfigDocument,
  ImportGetsConfigDocument,
  SyncChangelogDocument,
  SyncProgressDocument,
  type ImportGetsConfigMutation,
  type SyncStateFieldsFragment,
} from '../../generated/graphql.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';

export const PROGRESS_POLL_MS = 1_000;

export type ImportOutcome = ImportGetsConfigMutation['importGetsConfig'];

/** The record a refused commit names (extensions.record, ConfigRefusedRecord), when it names one. */
export interface RecordToOpen {
  entity_label: string;
  entity_kind: string;
  entity_id: number;
  column: string;
  reason: string;
  path: string;
}
const isRecord = (r: unknown): r is RecordToOpen =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as RecordToOpen).path === 'string' &&
  typeof (r as RecordToOpen).entity_label === 'string' &&
  typeof (r as RecordToOpen).entity_kind === 'string' &&
  typeof (r as RecordToOpen).column === 'string' &&
  typeof (r as RecordToOpen).reason === 'string' &&
  typeof (r as RecordToOpen).entity_id === 'number';
const recordOf = (error: unknown): RecordToOpen | null => {
  const record = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.record : null;
  return isRecord(record) ? record : null;
};

const messageOf = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? String(error)) : (error as Error).message;

/** The selected system's sync, or (mobile-style layout, one card per system) the given system's. */
export function useSync(systemId?: number) {
  const client = useApolloClient();
  const { clock } = useRuntime();
  // One card per system asks the same operations with another system header: each keeps its own answer, out of
  // the shared cache, and Apollo must not merge the cards' identical requests in flight into one.
  const context = useMemo(
    () => (systemId === undefined ? undefined : { systemId, queryDeduplication: false }),
    [systemId],
  );
  const fetchPolicy = systemId === undefined ? 'network-only' : 'no-cache';
  const fresh = useQuery(SyncChangelogDocument, {
    context,
    fetchPolicy,
    notifyOnNetworkStatusChange: true,
  });
  const [live, setLive] = useState<SyncStateFieldsFragment | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [actionRecord, setActionRecord] = useState<RecordToOpen | null>(null);
  const [imported, setImported] = useState<ImportOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const state = live ?? fresh.data?.syncChangelog ?? null;
  const running = !!state && (state.committing || state.commit?.status === 'running');
  const { refetch } = fresh;

  useEffect(() => {
    if (!running) return;
    let timer: unknown;
    let stopped = false;
    const tick = async () => {
      try {
        const { data } = await client.query({ query: SyncProgressDocument, fetchPolicy, context });
        if (stopped || !data) return;
        const next = data.configChangelog;
        if (next.committing || next.commit?.status === 'running') setLive(next);
        else {
          setLive(null);
          await refetch();
          return;
        }
      } catch {
        // a lost answer: the next tick asks again
      }
      if (!stopped) timer = clock.setTimeout(() => void tick(), PROGRESS_POLL_MS);
    };
    timer = clock.setTimeout(() => void tick(), PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clock.clearTimeout(timer);
    };
  }, [running, client, clock, refetch, context, fetchPolicy]);

  const commit = useCallback(
    async (wipe: boolean) => {
      setBusy(true);
      setActionError(null);
      setActionRecord(null);
      setImported(null);
      try {
        await client.mutate({ mutation: CommitGetsConfigDocument, variables: { wipe }, context });
        const { data } = await client.query({ query: SyncProgressDocument, fetchPolicy, context });
        if (data) setLive(data.configChangelog);
      } catch (error) {
        setActionError(messageOf(error));
        setActionRecord(recordOf(error));
        await refetch();
      } finally {
        setBusy(false);
      }
    },
    [client, refetch, context, fetchPolicy],
  );

  const importConfig = useCallback(async () => {
    setBusy(true);
    setActionError(null);
    try {
      const { data } = await client.mutate({ mutation: ImportGetsConfigDocument, context });
      setImported(data?.importGetsConfig ?? null);
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setBusy(false);
      await refetch();
    }
  }, [client, refetch, context]);

  return {
    state,
    running,
    loading: fresh.loading && !state,
    reloading: fresh.loading,
    loadError: state ? null : fresh.error ? messageOf(fresh.error) : null,
    actionError,
    /** the record a refused commit named, else the last failure's (an automatic commit's) */
    recordToOpen: actionError ? actionRecord : (state?.error_record ?? null),
    imported,
    busy,
    reload: () => void refetch(),
    commit,
    importConfig,
  };
}
