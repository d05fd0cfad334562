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
): ComponentType<ScreenProps> {
  const Screen = lazy(async () => ({
    default: (await Promise.all([load(), ...areas.map((a) => loadAreaTexts(a))]))[0],
  }));
  return function LazyScreen(props: ScreenProps) {
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
  };
}
