// The display route is its own chunk (ARCHITECTURE §9, §11: wall screens are weak machines; < 200 kB gzip).
// On a cold start at /display, main.tsx fetches the chunk and starts its data at once, in parallel with the
// shell's own start, instead of after AppData and the first render.
import { Center } from '@mantine/core';
import { FACILITY_TIME_ZONE, zonedClock } from '@cs/rules/display';
import { lazy, Suspense, useState } from 'react';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { browserClock } from '../../platform/clock.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { retryUntilDone } from '../../platform/transport/retry.ts';
import type * as DisplayModule from './display-screen.tsx';
import { startEarlyFeed } from './feed/early-feed.ts';
import { Busy } from '../../ui/busy.tsx';

// Loaded until it arrives: a proxy hiccup or a backend restart while the chunk loads must not leave a wall screen
// on an error page. One promise for the early start, the preload and the route.
let screen: Promise<typeof DisplayModule> | null = null;
/** The display's module once it arrived: the route then renders it directly (see DisplayRoute). */
let loaded: typeof DisplayModule | null = null;
const loadScreen = () =>
  (screen ??= retryUntilDone(() => import('./display-screen.tsx'), {
    clock: browserClock,
    signal: new AbortController().signal,
    onFailure: (error, attempt) => attempt === 0 && console.error('display code failed to load', error),
  }).then((m) => (loaded = m)));
const Screen = lazy(loadScreen);
const CallForm = lazy(() => import('./display-call-form.tsx'));

export const isDisplayPath = (pathname: string) => /^\/display(\/|$)/.test(pathname);

/** Start fetching the display's code now (before the locale and the runtime exist). */
export function preloadDisplay(): void {
  void loadScreen();
}

/** Start the display's data now: the screen adopts the running feed when it renders. */
export function startDisplayEarly(runtime: Runtime, location: { pathname: string; search: string }): void {
  startEarlyFeed(runtime, location);
  // The first reading of the facility's wall clock builds an Intl formatter for its zone (profiled: 25 ms, 100 ms
  // with the CPU throttled 4x). The filter needs it for the first list; built now, while the socket and the
  // queries are on their way, it is no longer between the first list and its cards.
  zonedClock(runtime.serverClock.now(), FACILITY_TIME_ZONE);
}

const fallback = (
  <Center p="xl">
    <Busy />
  </Center>
);

/**
 * A chunk that arrived before the route renders (the cold start above) is rendered directly: through lazy() it
 * would suspend once all the same, and React holds a Suspense boundary's content back for 300 ms after its
 * fallback showed (measured: the cards came 330 ms after their list). Decided once per mount, so the screen
 * never remounts.
 */
export function DisplayRoute(props: ScreenProps) {
  const [ready] = useState(() => loaded);
  if (ready) return <ready.DisplayScreen {...props} />;
  return (
    <Suspense fallback={fallback}>
      <Screen {...props} />
    </Suspense>
  );
}

export function DisplayCallFormRoute(props: ScreenProps) {
  return (
    <Suspense fallback={fallback}>
      <CallForm {...props} />
    </Suspense>
  );
}
