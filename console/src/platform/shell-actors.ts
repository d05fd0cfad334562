// The shell's machines as started actors: its own chunk, loaded by lazyActor on first use (with XState).
// Their delays run on the runtime's clock (ARCHITECTURE §7), so a test advances it instead of waiting.
import { createActor, type Actor } from 'xstate';
import type { ConsoleClock } from './clock.ts';
import { notificationsMachine } from './notifications/notifications-machine.ts';
import { updateMachine } from './update-banner/update-machine.ts';

export const startNotifications = (clock: ConsoleClock): Actor<typeof notificationsMachine> =>
  createActor(notificationsMachine, { clock }).start();

export const startUpdate = (options: {
  reload: () => void;
  clientVersion: string;
  clock: ConsoleClock;
}): Actor<typeof updateMachine> =>
  createActor(updateMachine.provide({ actions: { reload: options.reload } }), {
    input: { clientVersion: options.clientVersion },
    clock: options.clock,
  }).start();

// Their views come in the same chunk: nothing to show before the actor runs (shell-overlays.tsx).
export { NotificationList } from './notifications/notification-list.tsx';
export { UpdateBanner } from './update-banner/update-banner.tsx';
