// The screens of every resource, keyed by route name (list, `${name}Form`, `${name}Sort`), for
// app/screens.tsx. They load the admin chunk on first use. Pages of the admin areas that are features of their own
// (app management's statistic and settings, the defects) are composed by app/screens.tsx: machinery imports no
// feature.
import { useState, type ComponentType } from 'react';
import { lazyScreen } from '../platform/lazy-screen.tsx';
import { loadAdminTexts, loadAreaTexts } from '../platform/i18n/i18n.ts';
import type { ScreenDef, ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import type { AdminScreenProps } from './admin-chunk.tsx';
import { RESOURCE_ROUTES } from './resource-names.ts';

// The admin texts load with the chunk (not part of the shell's locales: ARCHITECTURE §11 display budget).
let loaded: ComponentType<AdminScreenProps> | null = null;
const loadAdmin = () =>
  Promise.all([import('./admin-chunk.tsx'), loadAdminTexts(), loadAreaTexts('validation')]).then(
    ([chunk]) => (loaded = chunk.default),
  );

/**
 * One screen of one resource; every screen shares the one admin chunk. Once it is loaded, a screen renders at
 * once: moving from list to list keeps the admin layout on screen instead of a spinner in its place.
 */
const adminScreen = (resource: string, kind: AdminScreenProps['kind'], route?: string) => {
  const more = route ? { route } : {};
  const Lazy = lazyScreen(async () => {
    const AdminScreen = await loadAdmin();
    return (p: ScreenProps) => <AdminScreen resource={resource} kind={kind} {...more} {...p} />;
  });
  function AdminResourceScreen(p: ScreenProps) {
    // Chosen once per mount: switching from the lazy to the loaded component later would remount the screen.
    const [AdminScreen] = useState(() => loaded);
    return AdminScreen ? <AdminScreen resource={resource} kind={kind} {...more} {...p} /> : <Lazy {...p} />;
  }
  // A form over another area's page (the tree's flight profile form) is a modal layer that waits for its title's
  // text: the modal stack loads the admin texts through this (lazy-screen.tsx).
  return Object.assign(AdminResourceScreen, { loadTexts: () => loadAdmin() });
};

type Screens = Record<string, ScreenDef & { layout: 'main' }>;

export function resourceScreens(routes = RESOURCE_ROUTES): Screens {
  // An area route's own screen makes its menu item appear (header shows built routes only): 'Verwaltung', 'App'.
  const screens: Screens = {
    admin: { Component: adminScreen('admin', 'index'), layout: 'main' },
    appManagement: { Component: adminScreen('appmanagement', 'index'), layout: 'main' },
    // A node's flight profile over its node form (spec 01 §2 /tree/edit/:nodeid/flightprofiles/:id?): the admin
    // area's form of the same resource; saving or closing returns to the node form.
    flightProfileForm: {
      Component: adminScreen('flightProfiles', 'form'),
      layout: 'main',
      title: 'admin.flightProfiles.one',
      size: 'xl',
    },
    // the group form's nested display-group modal (spec 01 §2 groups/edit/:groupid/displayGroups/:id?)
    appUserGroupsDisplayGroupForm: {
      Component: adminScreen('appDisplayGroups', 'nested', 'appUserGroupsDisplayGroupForm'),
      layout: 'main',
      title: 'admin.appDisplayGroups.one',
      size: 'xl',
    },
  };
  for (const { name, sortable, page } of routes) {
    // A list that is a section of a page has that page instead of its own: spec 01 §2 /admin/settings, the global
    // settings with their probable-defect monitors (spec 02 §3).
    if (page) screens[page] = { Component: adminScreen(name, 'settings'), layout: 'main' };
    else screens[name] = { Component: adminScreen(name, 'list'), layout: 'main' };
    screens[`${name}Form`] = {
      Component: adminScreen(name, 'form'),
      layout: 'main',
      title: `admin.${name}.one`,
      size: 'xl',
    };
    if (sortable)
      screens[`${name}Sort`] = {
        Component: adminScreen(name, 'sort'),
        layout: 'main',
        title: 'admin.crud.sort',
      };
  }
  return screens;
}
