// The display route is its own chunk (ARCHITECTURE §9, §11: wall screens are weak machines; < 200 kB gzip).
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';

const Screen = lazy(() => import('./display-screen.tsx'));
const CallForm = lazy(() => import('./display-call-form.tsx'));

const fallback = (
  <Center p="xl">
    <Loader aria-label="loading" />
  </Center>
);

export function DisplayRoute(props: ScreenProps) {
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
