// The overview of the user's systems, refreshed every 15 s on the runtime's clock (ARCHITECTURE §7) while the
// home page is open; a failed load keeps the last figures and tries again at the next turn.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { SystemsOverviewDocument } from '../../generated/graphql.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';

export const OVERVIEW_REFRESH_MS = 15_000;

export function useSystemsOverview() {
  const { clock } = useRuntime();
  const query = useQuery(SystemsOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  useEffect(() => {
    let timer: unknown;
    const turn = () => {
      timer = clock.setTimeout(() => {
        void refetch().catch(() => undefined);
        turn();
      }, OVERVIEW_REFRESH_MS);
    };
    turn();
    return () => clock.clearTimeout(timer);
  }, [clock, refetch]);
  const data = query.data ?? query.previousData;
  return {
    systems: data?.systemsOverview ?? [],
    loading: !data && query.loading,
    failed: !data && !!query.error,
  };
}
