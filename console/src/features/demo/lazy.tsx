// The demo console is its own chunk: nobody but /demo loads its code.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Screen = lazy(() => import('./demo-page.tsx'));

export function DemoRoute() {
  return (
    <Suspense
      fallback={
        <Center mih="100vh">
          <Loader aria-label="loading" />
        </Center>
      }
    >
      <Screen />
    </Suspense>
  );
}
