// Everything the console holds once per page: i18n, transport, the notification and update-banner
// actors, and the current system. Created in main.tsx, in each test and in each story.
import type { i18n } from 'i18next';
import type { SnapshotFrom } from 'xstate';
import { createI18n, currentLocale, type Locale } from './i18n/i18n.ts';
import { lazyActor, type LazyActor } from './lazy-actor.ts';
import { toNotification, type NotificationInput } from './notifications/notification.ts';
import type { NotificationEvent, notificationsMachine } from './notifications/notifications-machine.ts';
import type { UpdateEvent, updateMachine } from './update-banner/update-machine.ts';
import { createTransport, type Transport } from './transport/apollo-client.ts';
import { createAuthApi, type AuthApi } from './session/auth-api.ts';
import { DEFAULT_SYSTEM_ID } from './system/system-choice.ts';
import { CLIENT_VERSION } from './version.ts';
import { browserClock, type ConsoleClock } from './clock.ts';

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
  /** The notification queue (spec 01 §4); its machine starts with the first notification. */
  notifications: LazyActor<NotificationEvent, SnapshotFrom<typeof notificationsMachine>>;
  /** The update banner (spec 01 §4); its machine starts when a version other than this client's is reported. */
  update: LazyActor<UpdateEvent, SnapshotFrom<typeof updateMachine>>;
  system: { id: number };
  /** Every timer of the display's feed and self-test goes through it (ARCHITECTURE §7); tests pass their own. */
  clock: ConsoleClock;
  /** Difference between the server's clock (system message 'time') and this browser's. */
  serverClock: { offsetMs: number; now: () => number };
  /** Trainer mode: the last system message 'scenario.progress' as it came (the stage's systems, its clock). */
  scenarioProgress: unknown;
  hooks: RuntimeHooks;
  /** Screens that react to system messages (the display: spec 01 §7 subjects) listen here. */
  systemMessageListeners: Set<(subject: string, data: unknown) => void>;
  notify: (n: NotificationInput) => void;
  reload: () => void;
  /** Fetch the shell machines' chunk ahead of need (routes where notifications are frequent). */
  preloadMachines: () => void;
  dispose: () => void;
}

export interface RuntimeOptions {
  origin?: string;
  locale?: Locale;
  reload?: () => void;
  production?: boolean;
  clientVersion?: string;
  clock?: ConsoleClock;
  /** the display's server render (app/ssr/): queries answered by the backend it runs in */
  fetch?: typeof fetch;
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const origin = options.origin ?? window.location.origin;
  const i18n = createI18n(options.locale);
  const reload = options.reload ?? (() => window.location.reload());
  const system = { id: DEFAULT_SYSTEM_ID };
  const clock = options.clock ?? browserClock;
  const serverClock = {
    offsetMs: 0,
    now() {
      return clock.now() + this.offsetMs;
    },
  };
  const hooks: RuntimeHooks = {
    onMissingAuth: () => {},
    onSystemUnavailable: () => {},
  };
  const clientVersion = options.clientVersion ?? CLIENT_VERSION;
  const notifications = lazyActor(() => import('./shell-actors.ts').then((m) => m.startNotifications(clock)));
  const update = lazyActor(
    () => import('./shell-actors.ts').then((m) => m.startUpdate({ reload, clientVersion, clock })),
    {
      // In its first state the machine only takes a version that is new (update-machine.ts isNewVersion).
      wakes: (event) =>
        event.type !== 'VERSION_REPORTED' || (event.version !== '' && event.version !== clientVersion),
      // A new version is on the server and this build's chunk is gone with the old one: reload at once.
      onLoadError: reload,
    },
  );
  const onVersion = (version: string) => update.send({ type: 'VERSION_REPORTED', version });
  const getLocale = () => currentLocale(i18n);
  const getSystemId = () => system.id;

  const transport = createTransport({
    origin,
    clock,
    fetch: options.fetch,
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
    clock,
    serverClock,
    scenarioProgress: null,
    hooks,
    systemMessageListeners: new Set(),
    notify: (n) => notifications.send({ type: 'SHOW', notification: toNotification(n) }),
    reload,
    preloadMachines: () => {
      import('./shell-actors.ts').catch(() => undefined);
    },
    dispose: () => {
      transport.dispose();
      notifications.stop();
      update.stop();
    },
  };
}
