// Screens other than the display load on first use, so the display's path carries only what it needs
// (ARCHITECTURE §11: the display route's JavaScript under 200 kB gzip).
import { Center } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadAreaTexts, type TextArea } from '../platform/i18n/i18n.ts';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../ui/busy.tsx';

type Screen = ComponentType<ScreenProps>;

/**
 * A screen loaded on first use, rendered once its code and the texts of its areas (i18n.ts) are there. A cold start
 * preloads the screens of its path (main.tsx): loaded before the route renders, the screen renders directly. Through
 * lazy() it would suspend once all the same, and React holds a shown fallback's content back for 300 ms (measured on
 * a 1,000-bed tree: its rows came 280 ms after its answer, the main thread idle in between).
 */
export function lazyScreen(
  load: () => Promise<Screen>,
  ...areas: TextArea[]
): Screen & { loadTexts: () => Promise<unknown>; preload: () => Promise<Screen> } {
  const loadTexts = () => Promise.all(areas.map((a) => loadAreaTexts(a)));
  let loaded: Screen | null = null;
  let loading: Promise<Screen> | null = null;
  // A failed load is tried again by the next render (the route's error boundary offers it).
  const preload = () =>
    (loading ??= Promise.all([load(), loadTexts()]).then(
      ([screen]) => (loaded = screen),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen(props: ScreenProps) {
    // Decided once per mount, so the screen never remounts.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense
        fallback={
          <Center p="xl">
            <Busy />
          </Center>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  // A modal layer waits for its title's text before it renders this screen, which would load that text: the
  // modal stack starts the texts itself (ScreenDef.loadTexts).
  return Object.assign(LazyScreen, { loadTexts, preload });
}
