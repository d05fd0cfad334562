// The demo console is its own chunk: nobody but /demo loads its code.
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadAreaTexts } from '../../platform/i18n/i18n.ts';
import { Busy } from '../../ui/busy.tsx';

// Its texts are their own chunks too (i18n.ts loadAreaTexts); the page renders once both are there.
const Screen = lazy(() =>
  Promise.all([
    import('./demo-page.tsx'),
    loadAreaTexts('demo'),
    loadAreaTexts('mainLayout'),
    // the devices' battery and reachability speak the tree's words (ui/device-status.tsx)
    loadAreaTexts('tree'),
  ]).then(([page]) => page),
);

export function DemoRoute() {
  return (
    <Suspense
      fallback={
        <Center mih="100vh">
          <Busy />
        </Center>
      }
    >
      <Screen />
    </Suspense>
  );
}
