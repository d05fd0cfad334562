// A cold start at /tree (issue 15: first row < 1 s on a 1,000-bed tree): the tree screen's `early` (app/screens.tsx)
// loads this chunk with the shell (announced in the page, vite-page-preloads.ts), and main.tsx calls it as soon as the
// runtime exists. The tree (about 1 MB
// for 1,000 beds) is asked for then, and the screen's code and texts load beside it, instead of once the route has
// rendered after AppData and the header (measured: the tree's request left 1.1 s after navigation).
import { loadAreaTexts } from '../../platform/i18n/i18n.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { askForTreeOnce, idParam } from './use-system-tree.ts';

/** Every /tree path shows the tree (the node form and the sort page open over it). */
export function startTreeEarly(runtime: Runtime, { search }: { search: string }): void {
  askForTreeOnce(runtime, idParam(new URLSearchParams(search).get('view')));
  void loadAreaTexts('tree');
  void import('./tree-page.tsx').then((m) => m.preloadTreeScreen());
}
