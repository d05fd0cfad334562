// Spec 01 §4 Notifications: one shown at a time, first in queue; unless persistent dismissed after
// its duration (default 5000 ms, spec 01 §9). A new one with the same id replaces the older.
import { assign, setup } from 'xstate';

export const DEFAULT_NOTIFICATION_DURATION = 5000;

export interface NotificationAction {
  label: string;
  action: () => void;
}

export interface AppNotification {
  id: string;
  type: 'success' | 'error';
  title: string;
  text?: string;
  duration: number;
  persist: boolean;
  actions?: { primary?: NotificationAction; dismiss?: NotificationAction };
}

export type NotificationInput = Partial<Omit<AppNotification, 'title'>> & { title: string };

let counter = 0;
export function toNotification(input: NotificationInput): AppNotification {
  return {
    id: input.id ?? `n${++counter}`,
    type: input.type ?? 'success',
    title: input.title,
    text: input.text,
    duration: input.duration ?? DEFAULT_NOTIFICATION_DURATION,
    persist: input.persist ?? false,
    actions: input.actions,
  };
}

type Events = { type: 'SHOW'; notification: AppNotification } | { type: 'DISMISS'; id?: string };

export const notificationsMachine = setup({
  types: { context: {} as { queue: AppNotification[] }, events: {} as Events },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    currentIsPersistent: ({ context }) => context.queue[0]?.persist === true,
    replacesCurrent: ({ context, event }) => event.type === 'SHOW' && context.queue[0]?.id === event.notification.id,
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
          after: { currentDuration: { actions: 'dismissCurrent', target: '#notifications.showing', reenter: true } },
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
