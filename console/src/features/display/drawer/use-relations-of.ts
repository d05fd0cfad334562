// The relations (schedules, display groups, call types) of every system the drawer shows, fetched when it
// opens: the system tabs offer their display groups and schedules (spec 01 §2 display settings drawer).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CallDisplayRelationsDocument } from '../../../generated/graphql.ts';
import type { Relations } from '../feed/feed-store.ts';

export function useRelationsOf(systemIds: readonly number[], opened: boolean): Record<number, Relations> {
  const client = useApolloClient();
  const [relations, setRelations] = useState<Record<number, Relations>>({});
  const key = systemIds.join(',');
  useEffect(() => {
    if (!opened) return;
    let live = true;
    for (const id of key.split(',').filter(Boolean).map(Number)) {
      client
        .query({ query: CallDisplayRelationsDocument, fetchPolicy: 'no-cache', context: { systemId: id } })
        .then(({ data }) => live && data && setRelations((r) => ({ ...r, [id]: data.callDisplayRelations })))
        .catch((e: Error) => console.error(`relations of system ${id} failed`, e));
    }
    return () => {
      live = false;
    };
  }, [client, key, opened]);
  return relations;
}
