// Spec 01 §4 Notifications: one shown at a time, first in queue; unless persistent dismissed after
// its duration (default 5000 ms, spec 01 §9). A new one with the same id replaces the older.
import { assign, setup } from 'xstate';
import { DEFAULT_NOTIFICATION_DURATION, type AppNotification } from './notification.ts';

export {
  DEFAULT_NOTIFICATION_DURATION,
  toNotification,
  type AppNotification,
  type NotificationAction,
  type NotificationInput,
} from './notification.ts';

export type NotificationEvent =
  { type: 'SHOW'; notification: AppNotification } | { type: 'DISMISS'; id?: string };

export const notificationsMachine = setup({
  types: { context: {} as { queue: AppNotification[] }, events: {} as NotificationEvent },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    currentIsPersistent: ({ context }) => context.queue[0]?.persist === true,
    replacesCurrent: ({ context, event }) =>
      event.type === 'SHOW' && context.queue[0]?.id === event.notification.id,
    dismissesCurrent: ({ context, event }) =>
      event.type === 'DISMISS' && (event.id === undefined || event.id === context.queue[0]?.id),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type !== 'SHOW') return context.queue;
        const at = context.queue.findIndex((n) => n.id === event.notification.id);
        if (at === -1) return [...context.queue, event.notification];
        return context.queue.map((n, i) => (i === at ? event.notification : n));
      },
    }),
    dismiss: assign({
      queue: ({ context, event }) => {
        if (event.type !== 'DISMISS') return context.queue;
        const id = event.id ?? context.queue[0]?.id;
        return context.queue.filter((n) => n.id !== id);
      },
    }),
    dismissCurrent: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  delays: {
    currentDuration: ({ context }) => context.queue[0]?.duration ?? DEFAULT_NOTIFICATION_DURATION,
  },
}).createMachine({
  id: 'notifications',
  context: { queue: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { SHOW: { actions: 'enqueue', target: 'showing' } },
    },
    showing: {
      always: { guard: ({ context }) => context.queue.length === 0, target: 'idle' },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'currentIsPersistent', target: 'persistent' }, { target: 'timed' }],
        },
        timed: {
          after: {
            currentDuration: { actions: 'dismissCurrent', target: '#notifications.showing', reenter: true },
          },
        },
        persistent: {},
      },
      on: {
        SHOW: [
          // Same id as the one on screen: replace it and start its time again.
          { guard: 'replacesCurrent', actions: 'enqueue', target: 'showing', reenter: true },
          { actions: 'enqueue' },
        ],
        DISMISS: [
          { guard: 'dismissesCurrent', actions: 'dismiss', target: 'showing', reenter: true },
          { actions: 'dismiss' },
        ],
      },
    },
  },
});

export const currentNotification = (queue: readonly AppNotification[]) => queue[0];
