// The screens of this build, by route name. A route of the table without an entry here is not
// mounted and not in the menu (spec 01 §2 routes whose screen comes with a later issue).
import { DemoRoute } from '../features/demo/lazy.tsx';
import { DisplayCallFormRoute, DisplayRoute, displayEarly } from '../features/display/lazy.tsx';
import type { ComponentType } from 'react';
import type { TextArea } from '../platform/i18n/i18n.ts';
import type { ScreenDef, ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import type { Runtime } from '../platform/runtime.ts';
import { resourceScreens } from '../crud/screens.tsx';
import { lazyScreen } from '../platform/lazy-screen.tsx';
import { loadPwa } from './lazy-pwa-layout.tsx';
import type { PwaScreenName } from './pwa/pwa-screens.tsx';

const LoginPage = lazyScreen(
  () => import('../features/login/login-page.tsx').then((m) => m.LoginPage),
  'account',
);
const SetPasswordPage = lazyScreen(
  () => import('../features/set-password/set-password-page.tsx').then((m) => m.SetPasswordPage),
  'account',
  'validation',
);
const AccessDeniedPage = lazyScreen(() =>
  import('../features/access-denied/access-denied-page.tsx').then((m) => m.AccessDeniedPage),
);
const HomePage = lazyScreen(() => import('../features/home/home-page.tsx').then((m) => m.HomePage), 'home');
const CallLogPage = lazyScreen(
  () => import('../features/call-log/call-log-page.tsx').then((m) => m.CallLogPage),
  'callLog',
);
const CallDetail = lazyScreen(
  () => import('../features/call-log/call-detail.tsx').then((m) => m.CallDetail),
  'callLog',
);
// The analytics dashboard (spec 01 §2 analytics); the range names are the call log's texts.
const AnalyticsPage = lazyScreen(
  () => import('../features/analytics/analytics-page.tsx').then((m) => m.AnalyticsPage),
  'analytics',
  'callLog',
);
// The incident list (spec 01 §2 /analytics/incidents; issue 18): its texts are the analytics' (range names: the call log's).
// The call behind a defect incident (/analytics/incidents/call/:id) comes through the same chunk and texts (its field
// names are the call log's): one import in the shell for both (the display route's budget).
const incidentsChunk = () => import('../features/incidents/incidents-page.tsx');
const IncidentsPage = lazyScreen(() => incidentsChunk().then((m) => m.IncidentsPage), 'analytics', 'callLog');
const IncidentCall = lazyScreen(() => incidentsChunk().then((m) => m.IncidentCall), 'analytics', 'callLog');
// The users' notification settings, the mail server and the send log over the incident list (spec 01 §2
// /analytics/incidents/notifications), and a user's notification form over them (/notifications/user/:id): one chunk.
const notificationsChunk = () => import('../features/notifications/notifications-screen.tsx');
const NotificationsScreen = lazyScreen(
  () => notificationsChunk().then((m) => m.NotificationsScreen),
  'analytics',
  'validation',
);
const NotificationUserForm = lazyScreen(
  () => notificationsChunk().then((m) => m.NotificationUserForm),
  'analytics',
  'validation',
);
// The tree area (spec 01 §2): its code and its texts are their own chunks.
// A cold start at /tree asks for the tree with the shell (its own small chunk, announced in the tree's page).
const treeEarly: EarlyStart = () => import('../features/tree/tree-early.ts').then((m) => m.startTreeEarly);
const TreePage = lazyScreen(() => import('../features/tree/tree-page.tsx').then((m) => m.TreePage), 'tree');
// Sync with the configurator (spec 02 §2): its own chunk, which brings its texts along (no text area in the shell:
// the display's budget), and the admin's texts, whose field labels name the changelog's fields.
const SyncPage = lazyScreen(() => import('../features/sync/sync-page.tsx').then((m) => m.SyncPage), 'admin');
// The node form comes through the tree's chunk (which loads its own chunk on first use): the shell names one
// import for both, as the display route's budget has no room for another.
const NodeForm = lazyScreen(
  () => import('../features/tree/tree-page.tsx').then((m) => m.loadNodeForm()),
  'tree',
  'validation',
);
const TreeSort = lazyScreen(
  () => import('../features/tree/tree-page.tsx').then((m) => m.loadTreeSort()),
  'tree',
);
const NotFoundPage = lazyScreen(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => m.NotFoundPage),
);

// The admin areas' pages beside their lists (crud/screens.tsx), each in its own chunk, with the admin texts: app
// management's statistic and settings (spec 01 §2 /appmanagement/statistic, /settings; the date ranges' names are
// the call log's) and the defects (spec 01 §2 /admin/defects; the kinds and measurements are the incident list's
// texts, analytics area).
const adminPage = (load: () => Promise<ComponentType<ScreenProps>>, ...areas: TextArea[]) => ({
  Component: lazyScreen(load, 'admin', 'validation', ...areas),
  layout: 'main' as const,
});
const ADMIN_PAGES = {
  appStatistic: adminPage(
    () => import('../features/app-management/statistic-page.tsx').then((m) => m.default),
    'callLog',
  ),
  appSettings: adminPage(() => import('../features/app-management/settings-page.tsx').then((m) => m.default)),
  defects: adminPage(
    () => import('../features/defects/defects-page.tsx').then((m) => m.default),
    'analytics',
  ),
};

// The mobile-style layout's pages (spec 01 §2), through the one chunk of its layout.
const pwaScreen = (name: PwaScreenName) => lazyScreen(() => loadPwa().then((m) => m.PWA_SCREENS[name]));
const PWA: PwaScreenName[] = [
  'pwaOverview',
  'pwaCalls',
  'pwaIncidents',
  'pwaSystem',
  'pwaSystemNodeForm',
  'pwaSync',
];

export type Layout = 'bare' | 'main' | 'pwa';
/** Where a cold start is: the page's path and query. */
export type StartLocation = { pathname: string; search: string };
/**
 * A screen's cold start (main.tsx): called at once when the page opens on the screen's path, beside the shell's own
 * start; the function it gives is called as soon as the runtime exists, to start the screen's data before the first
 * render (a wall display's calls, a 1,000-bed tree).
 */
export type EarlyStart = () => Promise<(runtime: Runtime, location: StartLocation) => void>;
export type AppScreens = Record<string, ScreenDef & { layout: Layout; early?: EarlyStart }>;

export const SCREENS: AppScreens = {
  login: { Component: LoginPage, layout: 'bare' },
  setPassword: { Component: SetPasswordPage, layout: 'bare' },
  demo: { Component: DemoRoute, layout: 'bare' },
  accessDenied: { Component: AccessDeniedPage, layout: 'main' },
  home: { Component: HomePage, layout: 'main' },
  notFound: { Component: NotFoundPage, layout: 'main' },
  // The call display (spec 01 §2), lazy-loaded as its own chunk.
  display: { Component: DisplayRoute, layout: 'main', early: displayEarly },
  displayCallForm: {
    Component: DisplayCallFormRoute,
    layout: 'main',
    title: 'display.callForm.title',
    early: displayEarly,
  },
  // The call log and a call's detail over it (spec 01 §2 call log).
  log: { Component: CallLogPage, layout: 'main' },
  callForm: { Component: CallDetail, layout: 'main', title: 'callLog.detail.title' },
  analytics: { Component: AnalyticsPage, layout: 'main' },
  incidents: { Component: IncidentsPage, layout: 'main' },
  incidentNotifications: {
    Component: NotificationsScreen,
    layout: 'main',
    title: 'analytics.incidents.notifications',
    size: 'xl',
  },
  incidentCallForm: { Component: IncidentCall, layout: 'main', title: 'analytics.incidents.call.title' },
  incidentNotificationUserForm: {
    Component: NotificationUserForm,
    layout: 'main',
    title: 'analytics.incidents.userFormTitle',
  },
  // The tree with the selected node's details (spec 01 §2 tree area, spec 02 §3 system tree node).
  tree: { Component: TreePage, layout: 'main', early: treeEarly },
  sync: { Component: SyncPage, layout: 'main' },
  // The node form over the tree (spec 01 §2 /tree/edit/:id?).
  systemTreeNodeForm: { Component: NodeForm, layout: 'main', title: 'tree.form.title', size: 'xl' },
  // An open call of the node over its form (spec 01 §2 /tree/edit/:nodeid/calls/:id?): the display's call form,
  // which follows the call live in the current system's list (handled, closed) without a reload.
  treeCallForm: { Component: DisplayCallFormRoute, layout: 'main', title: 'display.callForm.title' },
  // The sort page over the tree (spec 01 §2 /tree/sort).
  treeSort: { Component: TreeSort, layout: 'main', title: 'tree.sort.title', size: 'xl' },
  // The analytics' drill-down into a device (spec 01 §2 analytics modals): the tree's node form over the dashboard.
  analyticsSystemTreeNodeForm: { Component: NodeForm, layout: 'main', title: 'tree.form.title', size: 'xl' },
  // A call named by the analytics (the long calls), over the dashboard: the call log's detail (spec 01 §2 analytics
  // modals), the same chunk as /log/edit/:id.
  analyticsCallForm: { Component: CallDetail, layout: 'main', title: 'callLog.detail.title' },
  // An incident's device, over the incident list (spec 01 §2 /analytics/incidents/systemtree/:id?).
  incidentSystemTreeNodeForm: { Component: NodeForm, layout: 'main', title: 'tree.form.title', size: 'xl' },
  // The admin lists, forms and sort pages (spec 01 §2 admin area), one per resource description.
  ...resourceScreens(),
  ...ADMIN_PAGES,
  ...Object.fromEntries(PWA.map((name) => [name, { Component: pwaScreen(name), layout: 'pwa' as const }])),
};
