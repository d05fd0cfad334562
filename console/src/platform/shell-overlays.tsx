// The notification list and the update banner (spec 01 §4) render once their actor runs, with their views
// from the actor's chunk: a page without notifications or a new version loads neither (ARCHITECTURE §11).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { LazyActor } from './lazy-actor.ts';
import { useRuntime } from './runtime-context.tsx';

const NotificationList = lazy(() =>
  import('./shell-actors.ts').then((m) => ({ default: m.NotificationList })),
);
const UpdateBanner = lazy(() => import('./shell-actors.ts').then((m) => ({ default: m.UpdateBanner })));

const notYet = () => false;

/** Whether the actor runs; never on the server nor while hydrating its page (ARCHITECTURE §12a). */
function useStarted<E, S>(actor: LazyActor<E, S>): boolean {
  return useSyncExternalStore(actor.subscribe, () => actor.getSnapshot() !== null, notYet);
}

export function ShellOverlays() {
  const { notifications, update } = useRuntime();
  const notifying = useStarted(notifications);
  const updating = useStarted(update);
  return (
    <>
      <Suspense fallback={null}>{notifying && <NotificationList />}</Suspense>
      <Suspense fallback={null}>{updating && <UpdateBanner />}</Suspense>
    </>
  );
}
