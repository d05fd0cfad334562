// Screens other than the display load on first use, so the display's path carries only what it needs
// (ARCHITECTURE §11: the display route's JavaScript under 200 kB gzip).
import { Center } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { loadAreaTexts, type TextArea } from '../platform/i18n/i18n.ts';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../ui/busy.tsx';

/** A screen loaded on first use, rendered once its code and the texts of its areas (i18n.ts) are there. */
export function lazyScreen(
  load: () => Promise<ComponentType<ScreenProps>>,
  ...areas: TextArea[]
): ComponentType<ScreenProps> & { loadTexts: () => Promise<unknown> } {
  const loadTexts = () => Promise.all(areas.map((a) => loadAreaTexts(a)));
  const Screen = lazy(async () => ({ default: (await Promise.all([load(), loadTexts()]))[0] }));
  function LazyScreen(props: ScreenProps) {
    return (
      <Suspense
        fallback={
          <Center p="xl">
            <Busy />
          </Center>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  }
  // A modal layer waits for its title's text before it renders this screen, which would load that text: the
  // modal stack starts the texts itself (ScreenDef.loadTexts).
  return Object.assign(LazyScreen, { loadTexts });
}
