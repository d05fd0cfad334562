// A minimal React DevTools hook for tests (as bench/console-commit's, in TypeScript): installed before React
// DOM loads (first import of setup.ts), it sees every commit, so a test can count which components rendered,
// not only which DOM nodes survived (React's keys keep nodes alive even when a component re-rendered).
// A component rendered in a commit when it got new props (a memo that bails out keeps its props object), or when
// its fiber is a new object carrying PerformedWork; an untouched fiber stays the same object.
interface Fiber {
  tag: number;
  memoizedProps: Record<string, unknown> | null;
  return: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  flags: number;
}
interface FiberRoot {
  current: Fiber;
}

const PERFORMED_WORK = 1;
const HOST_COMPONENT = 5;
const listeners = new Set<(root: FiberRoot) => void>();
/** The roots as last committed: a count starts from what is on screen. */
const roots = new Set<FiberRoot>();

Object.assign(window, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map<number, unknown>(),
    inject(renderer: unknown) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: FiberRoot) {
      roots.add(root);
      for (const listener of listeners) listener(root);
    },
  },
});

export interface RenderCount {
  /** per key (the host element's `keyAttribute`): how often its component rendered again after mounting */
  rerenders: Map<string, number>;
  /** keys whose component mounted while counting */
  mounts: Set<string>;
  stop: () => void;
}

/**
 * Counts the renders of the components whose host element has data-testid `testId`, keyed by the element's
 * `keyAttribute`; the component is the host element's parent fiber (a memo's function component).
 */
export function countRenders(testId: string, keyAttribute: string): RenderCount {
  const result: RenderCount = { rerenders: new Map(), mounts: new Set(), stop: () => {} };
  const components = (root: FiberRoot) => {
    const found = new Map<string, Fiber>();
    const stack = root.current.child ? [root.current.child] : [];
    while (stack.length) {
      const fiber = stack.pop() as Fiber;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
      const props = fiber.tag === HOST_COMPONENT ? fiber.memoizedProps : null;
      if (props && props['data-testid'] === testId && fiber.return)
        found.set(String(props[keyAttribute]), fiber.return);
    }
    return found;
  };
  // What each component looked like in the last commit: its fiber and the props it rendered with.
  type Seen = { fiber: Fiber; props: unknown };
  const snapshot = (root: FiberRoot) =>
    new Map([...components(root)].map(([k, fiber]) => [k, { fiber, props: fiber.memoizedProps }]));
  const previous = new Map<FiberRoot, Map<string, Seen>>();
  for (const root of roots) previous.set(root, snapshot(root));
  const listener = (root: FiberRoot) => {
    const current = snapshot(root);
    const before = previous.get(root) ?? new Map<string, Seen>();
    for (const [key, now] of current) {
      const old = before.get(key);
      if (!old) result.mounts.add(key);
      // New props (a memo that bails out keeps its props object), or a re-render with the same props (state,
      // context): a cloned fiber that performed work.
      else if (now.props !== old.props || (now.fiber !== old.fiber && now.fiber.flags & PERFORMED_WORK))
        result.rerenders.set(key, (result.rerenders.get(key) ?? 0) + 1);
    }
    previous.set(root, current);
  };
  listeners.add(listener);
  result.stop = () => listeners.delete(listener);
  return result;
}
