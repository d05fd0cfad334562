// The screens of this build, by route name. A route of the table without an entry here is not
// mounted and not in the menu (spec 01 §2 routes whose screen comes with a later issue).
import { AccessDeniedPage } from '../features/access-denied/access-denied-page.tsx';
import { DemoRoute } from '../features/demo/lazy.tsx';
import { DisplayCallFormRoute, DisplayRoute } from '../features/display/lazy.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { SetPasswordPage } from '../features/set-password/set-password-page.tsx';
import type { ScreenDef } from '../platform/modal-stack/modal-stack.tsx';
import { resourceScreens } from '../crud/screens.tsx';

export type Layout = 'bare' | 'main';
export type AppScreens = Record<string, ScreenDef & { layout: Layout }>;

export const SCREENS: AppScreens = {
  login: { Component: LoginPage, layout: 'bare' },
  setPassword: { Component: SetPasswordPage, layout: 'bare' },
  demo: { Component: DemoRoute, layout: 'bare' },
  accessDenied: { Component: AccessDeniedPage, layout: 'main' },
  home: { Component: HomePage, layout: 'main' },
  notFound: { Component: NotFoundPage, layout: 'main' },
  // The call display (spec 01 §2), lazy-loaded as its own chunk.
  display: { Component: DisplayRoute, layout: 'main' },
  displayCallForm: { Component: DisplayCallFormRoute, layout: 'main', title: 'display.callForm.title' },
  // The admin lists, forms and sort pages (spec 01 §2 admin area), one per resource description.
  ...resourceScreens(),
};
