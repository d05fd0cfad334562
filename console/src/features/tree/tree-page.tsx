// /tree (spec 01 §2 tree area): a small first chunk that asks for the tree as soon as the route renders, then loads
// the screen (tree-screen.tsx) while the answer is on its way. The screen's code comes in several rounds of imports
// (only the display and the main layout have preload lists, ARCHITECTURE §11); asked for from the screen's first
// render, a 1,000-bed tree started only after all of them (bench/tree-browser.ts, docs/performance.md).
import { Center } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Runtime } from '../../platform/runtime.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { idParam, prefetchSystemTree } from './use-system-tree.ts';

/** The node form (spec 01 §2 /tree/edit/:id?), its own chunk, loaded when first opened (app/screens.tsx). */
export const loadNodeForm = () => import('./form/node-form.tsx').then((m) => m.NodeForm);
/** The sort page (spec 01 §2 /tree/sort), its own chunk the same way. */
export const loadTreeSort = () => import('./sort/tree-sort.tsx').then((m) => m.TreeSort);

const TreeScreen = lazy(() => import('./tree-screen.tsx').then((m) => ({ default: m.TreeScreen })));

/** Runtimes whose tree a render of this visit has asked for: React may render the page again before it commits. */
const asked = new WeakSet<Runtime>();

export function TreePage() {
  const runtime = useRuntime();
  const [params] = useSearchParams();
  // Once per visit, for the view the screen will ask for first; another view or a retry asks the server itself.
  // From the first render, not an effect: the effect waited for the commit of the screen's fallback, which React
  // held back some 100-300 ms on a busy machine (the first render is a transition, main.tsx).
  if (!asked.has(runtime)) {
    asked.add(runtime);
    prefetchSystemTree(runtime, idParam(params.get('view')));
  }
  // Kept while the page is shown; the next visit asks again.
  useEffect(() => () => void asked.delete(runtime), [runtime]);
  return (
    <Suspense
      fallback={
        // as the route's own fallback (app/lazy-screen.tsx): the indicator stays where it was
        <Center p="xl">
          <Busy />
        </Center>
      }
    >
      <TreeScreen />
    </Suspense>
  );
}
