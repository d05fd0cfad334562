// /tree asks for the tree from its first small chunk, before the screen's code has loaded (tree-page.tsx; issue 15
// budget: first paint of /tree, spec 02 §3 system tree view): once per visit, for the view in the address, while no
// tree is on the page yet; the screen then shows that answer (tree-page.test.tsx: one SystemTree request).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SystemTreeDocument } from '../../generated/graphql.ts';
import { renderScreen } from '../../test/render-app.tsx';

describe('tree page start', () => {
  it('asks for the tree of the address’s view before the tree screen renders, once', async () => {
    const { runtime } = renderScreen('/tree?view=7', { sessionUser: 'admin' });
    const prefetch = runtime.transport.prefetch;
    const calls: Array<{ variables: unknown; treeShown: boolean }> = [];
    vi.spyOn(runtime.transport, 'prefetch').mockImplementation((query, variables) => {
      if (query === SystemTreeDocument)
        calls.push({ variables, treeShown: document.querySelector('[role="tree"]') !== null });
      prefetch(query, variables);
    });
    await waitFor(() => expect(calls).toEqual([{ variables: { view: 7 }, treeShown: false }]), {
      timeout: 5000,
    });
    // The page renders again (the tree arrives, the view list, selection) without asking again.
    expect(await screen.findByRole('tree', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('tree cold start (tree-early.ts)', () => {
  it('asks for the tree before the page renders, and the page does not ask again', async () => {
    const { createRuntime } = await import('../../platform/runtime.ts');
    const { startTreeEarly } = await import('./tree-early.ts');
    const { askForTreeOnce, forgetTreeAsked } = await import('./use-system-tree.ts');
    const runtime = createRuntime();
    const asked: unknown[] = [];
    vi.spyOn(runtime.transport, 'prefetch').mockImplementation((query, variables) => {
      if (query === SystemTreeDocument) asked.push(variables);
    });
    startTreeEarly(runtime, { search: '?view=3&node=12' });
    expect(asked).toEqual([{ view: 3 }]);
    // the page's first render (tree-page.tsx) asks through the same gate
    askForTreeOnce(runtime, 3);
    expect(asked).toHaveLength(1);
    // left and visited again: asked again
    forgetTreeAsked(runtime);
    askForTreeOnce(runtime, null);
    expect(asked).toEqual([{ view: 3 }, { view: null }]);
  });
});
