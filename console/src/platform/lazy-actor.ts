// An actor that starts with its first event that matters: its machine and XState load then, not with
// the shell. The notification queue and the update banner are idle on most page loads, and XState is
// 13 kB gzip of the display route's budget (ARCHITECTURE §11). Events before the start are queued.
export interface StartedActor<E, S> {
  send: (event: E) => void;
  getSnapshot: () => S;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
  stop: () => void;
}

export interface LazyActor<E, S> {
  send: (event: E) => void;
  /** null until the actor runs (nothing to show yet) */
  getSnapshot: () => S | null;
  /** Whether an event has asked for the machine (decided as the event is sent). */
  requested: () => boolean;
  /** For useSyncExternalStore: called when the actor starts and at every snapshot after. */
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
}

export interface LazyActorOptions<E> {
  /** Whether an event would change the machine in its initial state (others need no start). */
  wakes?: (event: E) => boolean;
  /** The machine's chunk could not load (it may be gone after a deploy). */
  onLoadError?: (error: unknown) => void;
}

export function lazyActor<E, S>(
  start: () => Promise<StartedActor<E, S>>,
  options: LazyActorOptions<E> = {},
): LazyActor<E, S> {
  let actor: StartedActor<E, S> | null = null;
  let loading = false;
  let stopped = false;
  const queue: E[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const load = () => {
    if (loading) return;
    loading = true;
    start().then(
      (started) => {
        if (stopped) return started.stop();
        actor = started;
        for (const event of queue.splice(0)) started.send(event);
        started.subscribe(notify);
        notify();
      },
      (error: unknown) => {
        loading = false;
        queue.length = 0;
        console.error('could not load a machine of the shell', error);
        options.onLoadError?.(error);
      },
    );
  };
  return {
    send: (event) => {
      if (actor) return actor.send(event);
      if (stopped || !(options.wakes?.(event) ?? true)) return;
      queue.push(event);
      load();
    },
    getSnapshot: () => actor?.getSnapshot() ?? null,
    requested: () => loading,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      actor?.stop();
    },
  };
}
