// The shell's machines as started actors: its own chunk, loaded by lazyActor on first use (with XState).
import { createActor, type Actor } from 'xstate';
import { notificationsMachine } from './notifications/notifications-machine.ts';
import { updateMachine } from './update-banner/update-machine.ts';

export const startNotifications = (): Actor<typeof notificationsMachine> =>
  createActor(notificationsMachine).start();

export const startUpdate = (options: {
  reload: () => void;
  clientVersion: string;
}): Actor<typeof updateMachine> =>
  createActor(updateMachine.provide({ actions: { reload: options.reload } }), {
    input: { clientVersion: options.clientVersion },
  }).start();

// Their views come in the same chunk: nothing to show before the actor runs (shell-overlays.tsx).
export { NotificationList } from './notifications/notification-list.tsx';
export { UpdateBanner } from './update-banner/update-banner.tsx';
