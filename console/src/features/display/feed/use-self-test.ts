// The display checks itself: after every push it counts what the screen shows (cards, the overflow
// tiles' counts, presences) and compares it with what the last pushes ask for, computed again from the lists
// exactly as they arrived. Out of step twice in a row (a rendering fault, a lost update), it reloads: the feed
// subscribes again (the server answers with the full list) and the grid is rebuilt from scratch.
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import type { DisplayFeed } from './display-feed.ts';
import type { SystemFeedState } from './feed-store.ts';

/** How long after a push the screen must match it; checked twice before reloading. */
export const SELF_TEST_DELAY_MS = 1_000;
/** A fault that a reload does not cure is checked less and less often, up to this. */
export const SELF_TEST_MAX_DELAY_MS = 30_000;

export interface SelfTest {
  /** remounts the calls when it changes */
  generation: number;
  /** how often the self-test had to reload since the page opened */
  reloads: number;
}

/** What the screen shows, counted from the DOM: cards plus the calls each overflow tile stands for. */
export function renderedCount(root: ParentNode): number {
  const cards = root.querySelectorAll('[data-testid="call-card"], [data-testid="presence-card"]').length;
  let hidden = 0;
  for (const tile of root.querySelectorAll<HTMLElement>('[data-hidden]'))
    hidden += Number(tile.dataset.hidden) || 0;
  return cards + hidden;
}

export function useSelfTest(
  feed: DisplayFeed,
  states: readonly SystemFeedState[],
  expected: (states: readonly SystemFeedState[]) => number,
  root: () => ParentNode | null,
): SelfTest {
  const { clock } = useRuntime();
  const [result, setResult] = useState<SelfTest>({ generation: 0, reloads: 0 });
  const latest = useRef({ expected, root, reloads: 0 });
  latest.current = { expected, root, reloads: result.reloads };

  useEffect(() => {
    if (states.length === 0 || states.some((s) => s.status !== 'ready')) return;
    let misses = 0;
    let timer: unknown;
    const delay = Math.min(SELF_TEST_DELAY_MS * (1 + latest.current.reloads), SELF_TEST_MAX_DELAY_MS);
    const check = () => {
      const el = latest.current.root();
      if (!el) return;
      const want = latest.current.expected(states.map((s) => ({ ...s, calls: s.pushed })));
      const shown = renderedCount(el);
      if (shown === want) return;
      if (++misses < 2) {
        timer = clock.setTimeout(check, delay);
        return;
      }
      console.error(`display self-test: ${shown} call(s) on screen, ${want} in the last push: reloading`);
      feed.reload();
      setResult((r) => ({ generation: r.generation + 1, reloads: r.reloads + 1 }));
    };
    timer = clock.setTimeout(check, delay);
    return () => clock.clearTimeout(timer);
  }, [states, feed, clock]);
  return result;
}
