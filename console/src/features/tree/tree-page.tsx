// /tree (spec 01 §2 tree area): a small first chunk that asks for the tree (unless a cold start has: tree-early.ts),
// then loads the screen (tree-screen.tsx) while the answer is on its way. Asked for from the screen's first render,
// a 1,000-bed tree started only after the screen's several rounds of imports (bench/tree-browser.ts,
// docs/performance.md).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { BusyScreen } from '../../ui/busy.tsx';
import { preloadable } from '../../ui/preloadable.tsx';
import { askForTreeOnce, forgetTreeAsked, idParam } from './use-system-tree.ts';

/** The node form (spec 01 §2 /tree/edit/:id?), its own chunk, loaded when first opened (app/screens.tsx). */
export const loadNodeForm = () => import('./form/node-form.tsx').then((m) => m.NodeForm);
/** The sort page (spec 01 §2 /tree/sort), its own chunk the same way. */
export const loadTreeSort = () => import('./sort/tree-sort.tsx').then((m) => m.TreeSort);

// Preloaded by a cold start (tree-early.ts); loaded without Suspense (ui/preloadable.tsx), the busy indicator in
// its place as the route's own fallback (platform/lazy-screen.tsx) shows it: the indicator stays where it was.
const Screen = preloadable<object>(
  () => import('./tree-screen.tsx').then((m) => ({ default: m.TreeScreen })),
  <BusyScreen />,
);
export const preloadTreeScreen = Screen.preload;

export function TreePage() {
  const runtime = useRuntime();
  const [params] = useSearchParams();
  // Once per visit, for the view the screen will ask for first; another view or a retry asks the server itself.
  // From the first render, not an effect: the effect waited for the commit of the screen's fallback, which React
  // held back some 100-300 ms on a busy machine (the first render is a transition, main.tsx).
  // A cold start at /tree has asked already (tree-early.ts); React may render the page again before it commits.
  askForTreeOnce(runtime, idParam(params.get('view')));
  // Kept while the page is shown; the next visit asks again.
  useEffect(() => () => forgetTreeAsked(runtime), [runtime]);
  return <Screen />;
}
