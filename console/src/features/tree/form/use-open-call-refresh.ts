// Spec 02 §4 "A device with open calls cannot be edited": the node form is read-only while the node has open
// calls, and follows them as they change. callsChanged (spec 01 §7) pushes the selected system's full list of open
// calls on subscribe and on every change (the same subscription the display and the phone layout's call list use);
// when this node's open calls in a push differ from the ones the form loaded, the form reads the node again: a
// closed call makes it editable, a new one read-only.
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { CallsChangedDocument } from '../../../generated/graphql.ts';
import { useAppData } from '../../../platform/session/app-data-context.tsx';

interface LoadedNode {
  id: number;
  open_calls: ReadonlyArray<{ id: number }>;
}

const ids = (calls: ReadonlyArray<{ id: number }>) =>
  calls
    .map((c) => c.id)
    .sort((a, b) => a - b)
    .join();

export function useOpenCallRefresh(node: LoadedNode | null, reload: () => void): void {
  const { systemId } = useAppData();
  const live = useSubscription(CallsChangedDocument, {
    variables: { override_system: systemId },
    skip: !node,
  });
  const loaded = useRef(node);
  loaded.current = node;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const calls = live.data?.callsChanged.calls;
  // Judged once per push (not when the node reloads), so a push and a reload that disagree cannot loop.
  useEffect(() => {
    const current = loaded.current;
    if (!calls || !current) return;
    if (ids(calls.filter((c) => c.number === current.id)) !== ids(current.open_calls)) reloadRef.current();
  }, [calls]);
}
