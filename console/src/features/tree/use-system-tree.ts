// The selected system's tree (spec 02 §3), for the view in the address; the model is rebuilt only when the
// server's answer changes.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SystemTreeDocument } from '../../generated/graphql.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { buildTreeModel } from './tree-model.ts';

/** An id from the address (?view=, ?node=, :id), or null. */
export const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Runtimes whose tree this visit has asked for: React may render the page again before it commits. */
const asked = new WeakSet<Runtime>();

/**
 * Ask for the tree before the screen that shows it has loaded its code (tree-early.ts on a cold start, else
 * tree-page.tsx), once per visit of the page: the first useSystemTree of the same view takes this answer
 * (platform/transport/prefetch-link.ts) instead of asking after its first render.
 */
export function askForTreeOnce(runtime: Runtime, view: number | null): void {
  if (asked.has(runtime)) return;
  asked.add(runtime);
  runtime.transport.prefetch(SystemTreeDocument, { view });
}

/** The page is left: the next visit asks again. */
export const forgetTreeAsked = (runtime: Runtime) => void asked.delete(runtime);

export function useSystemTree(view: number | null) {
  const query = useQuery(SystemTreeDocument, {
    variables: { view },
    // A 1,000-bed tree is thousands of entries: normalising them into Apollo's cache took seconds in Chromium
    // (bench/tree-browser.ts). The tree is read fresh on every visit and kept by this component only.
    fetchPolicy: 'no-cache',
  });
  const tree = query.data?.systemTree;
  const model = useMemo(() => (tree ? buildTreeModel(tree.nodes) : null), [tree]);
  return {
    tree,
    model,
    loading: !tree && query.loading,
    error: tree ? null : (query.error ?? null),
    retry: () => void query.refetch(),
  };
}
