// Spec 01 §4 Notifications: what the shell shows, without the queue's machine (which loads on the first
// notification, see lazy-actor.ts), so code that only notifies does not pull XState into the shell.
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
