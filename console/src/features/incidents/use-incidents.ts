// The incident list of the selected system under the page's filters, and its two actions (assign, close); after an
// action the list is fetched again, so the boxes and the row agree with the server (issue 18).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AssignIncidentDocument,
  CloseIncidentDocument,
  IncidentsDocument,
  type CallLogRange,
  type IncidentKind,
  type IncidentSeverity,
  type IncidentState,
} from '../../generated/graphql.ts';

export interface IncidentView {
  kind: IncidentKind | null;
  state: IncidentState | null;
  severity: IncidentSeverity | null;
  range: CallLogRange | null;
}

/** Without a chosen state the list shows what still needs someone: New and Assigned. */
export const OPEN_STATES: IncidentState[] = ['New', 'Assigned'];

export function useIncidents(view: IncidentView) {
  const { data, error, loading, refetch } = useQuery(IncidentsDocument, {
    variables: {
      filter: {
        kinds: view.kind ? [view.kind] : null,
        states: view.state ? [view.state] : OPEN_STATES,
        severities: view.severity ? [view.severity] : null,
        range: view.range,
      },
      first: 200,
    },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [assignMutation, assigning] = useMutation(AssignIncidentDocument);
  const [closeMutation, closing] = useMutation(CloseIncidentDocument);
  return {
    list: data?.incidents,
    error,
    loading,
    retry: () => void refetch(),
    busy: assigning.loading || closing.loading,
    assign: async (id: number, userId: number) => {
      await assignMutation({ variables: { id, user_id: userId } });
      await refetch();
    },
    close: async (id: number) => {
      await closeMutation({ variables: { id } });
      await refetch();
    },
  };
}
