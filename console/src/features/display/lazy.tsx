// The display route is its own chunk (ARCHITECTURE §9, §11: wall screens are weak machines; < 200 kB gzip).
// On a cold start at /display, main.tsx fetches the chunk and starts its data at once, in parallel with the
// shell's own start, instead of after AppData and the first render.
import { FACILITY_TIME_ZONE, zonedClock } from '@cs/rules/display';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { browserClock } from '../../platform/clock.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { retryUntilDone } from '../../platform/transport/retry.ts';
import { preloadable } from '../../ui/preloadable.tsx';
import { startEarlyFeed } from './feed/early-feed.ts';
import { BusyScreen } from '../../ui/busy.tsx';

// Loaded until it arrives: a proxy hiccup or a backend restart while the chunk loads must not leave a wall screen
// on an error page. One load for the early start, the preload and the route. Without Suspense (ui/preloadable.tsx):
// a chunk that is there renders at once, and one that comes late shows as soon as it is there, where React held a
// suspended screen back until 300 ms after its fallback showed (measured: the cards came 330 ms after their list).
// `preload`: a cold start preloads the screens of its path (main.tsx), a call form over the display too.
export const DisplayRoute = preloadable<ScreenProps>(
  () =>
    retryUntilDone(() => import('./display-screen.tsx'), {
      clock: browserClock,
      signal: new AbortController().signal,
      onFailure: (error, attempt) => attempt === 0 && console.error('display code failed to load', error),
    }).then((m) => ({ default: m.DisplayScreen })),
  <BusyScreen />,
);

export const DisplayCallFormRoute = preloadable<ScreenProps>(
  () => import('./display-call-form.tsx'),
  <BusyScreen />,
);

export const isDisplayPath = (pathname: string) => /^\/display(\/|$)/.test(pathname);

/**
 * A cold start on a display path (app/screens.tsx `early`): the display's code starts loading now, before the locale
 * and the runtime exist; its data as soon as the runtime does.
 */
export function displayEarly() {
  void DisplayRoute.preload();
  return Promise.resolve(startDisplayEarly);
}

/** Start the display's data now: the screen adopts the running feed when it renders. */
export function startDisplayEarly(runtime: Runtime, location: { pathname: string; search: string }): void {
  startEarlyFeed(runtime, location);
  // The first reading of the facility's wall clock builds an Intl formatter for its zone (profiled: 25 ms, 100 ms
  // with the CPU throttled 4x). The filter needs it for the first list; built now, while the socket and the
  // queries are on their way, it is no longer between the first list and its cards.
  zonedClock(runtime.serverClock.now(), FACILITY_TIME_ZONE);
}
