// Injected into the display page before any script (page.addInitScript): a minimal React DevTools hook.
// With it present, React's profiling build runs the root in ProfileMode (fiber actualDuration), and calls
// onCommitFiberRoot after every commit. Each commit is logged with the root's render duration and how many
// call cards and elapsed-time labels rendered in it: a fiber rendered in this commit if it is a new object
// (React cloned it, which resets its flags) and carries PerformedWork (1); an untouched fiber stays the
// same object. Cards are found by their host element (data-testid="call-card"), whose parent fiber is the
// memoised CallCard.
(() => {
  const PERFORMED_WORK = 1;
  const HOST_COMPONENT = 5;
  let prevCards = new Map();
  let prevElapsed = new Map();
  const commits = [];
  window.__benchCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const at = performance.timeOrigin + performance.now();
      const cards = new Map();
      const elapsed = new Map();
      let cardsRendered = 0;
      let cardsMounted = 0;
      let elapsedRendered = 0;
      const stack = root.current.child ? [root.current.child] : [];
      while (stack.length) {
        const fiber = stack.pop();
        if (fiber.sibling) stack.push(fiber.sibling);
        const props = fiber.tag === HOST_COMPONENT ? fiber.memoizedProps : null;
        const testId = props && props['data-testid'];
        if (testId === 'call-card') {
          const card = fiber.return;
          const key = props['data-call'];
          cards.set(key, card);
          const before = prevCards.get(key);
          if (!before) cardsMounted += 1;
          else if (before !== card && card.flags & PERFORMED_WORK) cardsRendered += 1;
        } else if (testId === 'elapsed') {
          const label = fiber.return;
          const key = elapsed.size;
          elapsed.set(label, key);
          if (
            !prevElapsed.has(label) &&
            label.alternate &&
            prevElapsed.has(label.alternate) &&
            label.flags & PERFORMED_WORK
          )
            elapsedRendered += 1;
        }
        if (fiber.child) stack.push(fiber.child);
      }
      let cardsUnmounted = 0;
      for (const key of prevCards.keys()) if (!cards.has(key)) cardsUnmounted += 1;
      prevCards = cards;
      prevElapsed = elapsed;
      commits.push({
        at,
        renderMs: root.current.actualDuration ?? NaN,
        cards: cards.size,
        cardsRendered,
        cardsMounted,
        cardsUnmounted,
        elapsed: elapsed.size,
        elapsedRendered,
        walkMs: performance.timeOrigin + performance.now() - at,
      });
    },
  };
})();
