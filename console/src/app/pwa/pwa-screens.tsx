// The mobile-style layout (spec 01 §2) and its pages: this module is the one chunk the shell names for all of them
// (app/screens.tsx), so the display route's budget pays for one import; each page is its feature's own chunk.
import { lazyScreen } from '../../platform/lazy-screen.tsx';

export { PwaLayout } from './pwa-layout.tsx';

const PwaCalls = lazyScreen(
  () => import('../../features/call-log/pwa-calls.tsx').then((m) => m.PwaCalls),
  'callLog',
);

export const PWA_SCREENS = {
  // /pwa/overview shows its first tab, the calls (the only child every user may open)
  pwaOverview: PwaCalls,
  pwaCalls: PwaCalls,
  pwaIncidents: lazyScreen(
    () => import('../../features/incidents/pwa-incidents.tsx').then((m) => m.PwaIncidents),
    'analytics',
  ),
  pwaSystem: lazyScreen(
    () => import('../../features/tree/pwa/pwa-system.tsx').then((m) => m.PwaSystem),
    'tree',
  ),
  pwaSystemNodeForm: lazyScreen(
    () => import('../../features/tree/pwa/pwa-node-form.tsx').then((m) => m.PwaNodeForm),
    'tree',
    'validation',
  ),
  pwaSync: lazyScreen(() => import('../../features/sync/pwa-sync.tsx').then((m) => m.PwaSync)),
};

export type PwaScreenName = keyof typeof PWA_SCREENS;
