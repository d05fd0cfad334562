// Everything the console holds once per page: i18n, transport, the notification and update-banner
// actors, and the current system. Created in main.tsx, in each test and in each story.
import type { i18n } from 'i18next';
import { createActor, type ActorRefFrom } from 'xstate';
import { createI18n, currentLocale, type Locale } from './i18n/i18n.ts';
import { notificationsMachine, toNotification, type NotificationInput } from './notifications/notifications-machine.ts';
import { updateMachine } from './update-banner/update-machine.ts';
import { createTransport, type Transport } from './transport/apollo-client.ts';
import { createAuthApi, type AuthApi } from './session/auth-api.ts';
import { DEFAULT_SYSTEM_ID } from './system/system-choice.ts';
import { CLIENT_VERSION } from './version.ts';

export interface RuntimeHooks {
  /** Set by the shell, which can navigate (spec 01 §8 MISSING_AUTH). */
  onMissingAuth: () => void;
  /** Set by the shell (spec 01 §8 HTTP 424). */
  onSystemUnavailable: () => void;
}

export interface Runtime {
  i18n: i18n;
  transport: Transport;
  auth: AuthApi;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  update: ActorRefFrom<typeof updateMachine>;
  system: { id: number };
  /** Difference between the server's clock (system message 'time') and this browser's. */
  serverClock: { offsetMs: number; now: () => number };
  hooks: RuntimeHooks;
  /** Screens that react to system messages (the display: spec 01 §7 subjects) listen here. */
  systemMessageListeners: Set<(subject: string, data: unknown) => void>;
  notify: (n: NotificationInput) => void;
  reload: () => void;
  dispose: () => void;
}

export interface RuntimeOptions {
  origin?: string;
  locale?: Locale;
  reload?: () => void;
  production?: boolean;
  clientVersion?: string;
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const origin = options.origin ?? window.location.origin;
  const i18n = createI18n(options.locale);
  const reload = options.reload ?? (() => window.location.reload());
  const system = { id: DEFAULT_SYSTEM_ID };
  const serverClock = {
    offsetMs: 0,
    now() {
      return Date.now() + this.offsetMs;
    },
  };
  const hooks: RuntimeHooks = {
    onMissingAuth: () => {},
    onSystemUnavailable: () => {},
  };
  const notifications = createActor(notificationsMachine).start();
  const update = createActor(updateMachine.provide({ actions: { reload } }), {
    input: { clientVersion: options.clientVersion ?? CLIENT_VERSION },
  }).start();
  const onVersion = (version: string) => update.send({ type: 'VERSION_REPORTED', version });
  const getLocale = () => currentLocale(i18n);
  const getSystemId = () => system.id;

  const transport = createTransport({
    origin,
    production: options.production,
    getSystemId,
    getLocale,
    onVersion,
    onMissingAuth: () => hooks.onMissingAuth(),
    onSystemUnavailable: () => hooks.onSystemUnavailable(),
  });
  const auth = createAuthApi({ origin, getSystemId, getLocale, onVersion });

  return {
    i18n,
    transport,
    auth,
    notifications,
    update,
    system,
    serverClock,
    hooks,
    systemMessageListeners: new Set(),
    notify: (n) => notifications.send({ type: 'SHOW', notification: toNotification(n) }),
    reload,
    dispose: () => {
      transport.dispose();
      notifications.stop();
      update.stop();
    },
  };
}
