// The screens of every resource, keyed by route name (list, `${name}Form`, `${name}Sort`), for
// app/screens.tsx. They load the admin chunk on first use.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadAdminTexts } from '../platform/i18n/i18n.ts';
import type { ScreenDef, ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import type { AdminScreenProps } from './admin-chunk.tsx';
import { RESOURCE_ROUTES } from './resource-names.ts';

// The admin texts load with the chunk (not part of the shell's locales: ARCHITECTURE §11 display budget).
const AdminScreen = lazy(() => Promise.all([import('./admin-chunk.tsx'), loadAdminTexts()]).then(([chunk]) => chunk));

function Lazy(props: AdminScreenProps) {
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader aria-label="loading" />
        </Center>
      }
    >
      <AdminScreen {...props} />
    </Suspense>
  );
}

type Screens = Record<string, ScreenDef & { layout: 'main' }>;

export function resourceScreens(routes = RESOURCE_ROUTES): Screens {
  // The admin route's own screen makes the 'Verwaltung' menu item appear (header shows built routes only).
  const screens: Screens = { admin: { Component: (p: ScreenProps) => <Lazy resource="" kind="index" {...p} />, layout: 'main' } };
  for (const { name, sortable } of routes) {
    screens[name] = { Component: (p: ScreenProps) => <Lazy resource={name} kind="list" {...p} />, layout: 'main' };
    screens[`${name}Form`] = { Component: (p: ScreenProps) => <Lazy resource={name} kind="form" {...p} />, layout: 'main', title: `admin.${name}.one`, size: 'xl' };
    if (sortable) screens[`${name}Sort`] = { Component: (p: ScreenProps) => <Lazy resource={name} kind="sort" {...p} />, layout: 'main', title: 'admin.crud.sort' };
  }
  return screens;
}
