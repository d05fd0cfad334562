// Screens other than the display load on first use, so the display's path carries only what it needs
// (ARCHITECTURE §11: the display route's JavaScript under 200 kB gzip).
import { Center } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../ui/busy.tsx';

export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>): ComponentType<ScreenProps> {
  const Screen = lazy(async () => ({ default: await load() }));
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
