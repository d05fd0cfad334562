// The main layout (header, navigation, footer) loads on first use: a wall display never shows it, so its code
// stays off the display's path (ARCHITECTURE §11 budget). Every other route starts loading it with the shell
// (main.tsx), so it is there by the time the session is known.
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Busy } from '../ui/busy.tsx';

export const loadMainLayout = () => import('../features/shell/main-layout.tsx');

const Layout = lazy(async () => ({ default: (await loadMainLayout()).MainLayout }));

export function LazyMainLayout() {
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Busy />
        </Center>
      }
    >
      <Layout />
    </Suspense>
  );
}
