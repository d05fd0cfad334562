// The mobile-style layout (spec 01 §2) loads on first use, with its pages' table: one chunk name in the shell for
// both (app/pwa/pwa-screens.tsx), so the display route's budget pays for one import (ARCHITECTURE §11).
import { lazy, Suspense } from 'react';
import { BusyScreen } from '../ui/busy.tsx';

export const loadPwa = () => import('./pwa/pwa-screens.tsx');

const Layout = lazy(async () => ({ default: (await loadPwa()).PwaLayout }));

export function LazyPwaLayout() {
  return (
    <Suspense fallback={<BusyScreen />}>
      <Layout />
    </Suspense>
  );
}
