// The screens of this build, by route name. A route of the table without an entry here is not
// mounted and not in the menu (spec 01 §2 routes whose screen comes with a later issue).
import { DemoRoute } from '../features/demo/lazy.tsx';
import { DisplayCallFormRoute, DisplayRoute } from '../features/display/lazy.tsx';
import type { ScreenDef } from '../platform/modal-stack/modal-stack.tsx';
import { resourceScreens } from '../crud/screens.tsx';
import { loadAreaTexts } from '../platform/i18n/i18n.ts';
import { lazyScreen } from './lazy-screen.tsx';

const LoginPage = lazyScreen(() =>
  Promise.all([import('../features/login/login-page.tsx'), loadAreaTexts('account')]).then(
    ([m]) => m.LoginPage,
  ),
);
const SetPasswordPage = lazyScreen(() =>
  Promise.all([
    import('../features/set-password/set-password-page.tsx'),
    loadAreaTexts('account'),
    loadAreaTexts('validation'),
  ]).then(([m]) => m.SetPasswordPage),
);
const AccessDeniedPage = lazyScreen(() =>
  import('../features/access-denied/access-denied-page.tsx').then((m) => m.AccessDeniedPage),
);
const HomePage = lazyScreen(() =>
  Promise.all([import('../features/home/home-page.tsx'), loadAreaTexts('home')]).then(([m]) => m.HomePage),
);
// Texts of a screen's area are their own chunks (i18n.ts loadAreaTexts): the screen renders once both are there.
const CallLogPage = lazyScreen(() =>
  Promise.all([import('../features/call-log/call-log-page.tsx'), loadAreaTexts('callLog')]).then(
    ([m]) => m.CallLogPage,
  ),
);
const CallDetail = lazyScreen(() =>
  Promise.all([import('../features/call-log/call-detail.tsx'), loadAreaTexts('callLog')]).then(
    ([m]) => m.CallDetail,
  ),
);
// The tree area (spec 01 §2): its code and its texts are their own chunks (i18n.ts loadAreaTexts).
const TreePage = lazyScreen(() =>
  Promise.all([import('../features/tree/tree-page.tsx'), loadAreaTexts('tree')]).then(([m]) => m.TreePage),
);
const NotFoundPage = lazyScreen(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => m.NotFoundPage),
);

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
  // The call log and a call's detail over it (spec 01 §2 call log).
  log: { Component: CallLogPage, layout: 'main' },
  callForm: { Component: CallDetail, layout: 'main', title: 'callLog.detail.title' },
  // The tree with the selected node's details (spec 01 §2 tree area, spec 02 §3 system tree node).
  tree: { Component: TreePage, layout: 'main' },
  // The admin lists, forms and sort pages (spec 01 §2 admin area), one per resource description.
  ...resourceScreens(),
};
