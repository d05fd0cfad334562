// Spec 01 §2 main layout: the header's module navigation and when each item shows.
import { can, hasLicences, isLoggedIn, type LicenceFacts, type Viewer } from '@cs/rules';

export interface NavContext {
  user: Viewer | null;
  licence: LicenceFacts;
  appGatewayEnabled: boolean;
}

export interface NavItem {
  key: 'overview' | 'analytics' | 'log' | 'display' | 'app' | 'admin';
  /** Route name in the route table. */
  route: string;
  visible: (ctx: NavContext) => boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'overview',
    route: 'treeView',
    visible: ({ user, licence }) =>
      (licence.features.management || (isLoggedIn(user) && user.is_superuser)) &&
      (can(user, 'systemtree::use_module') || can(user, 'systemtree::see_display_group_overrides')),
  },
  {
    key: 'analytics',
    route: 'analytics',
    visible: ({ user, licence }) =>
      hasLicences(user, licence, ['analytics']) && can(user, 'analytics::use_module'),
  },
  { key: 'log', route: 'log', visible: ({ user }) => can(user, 'calllog::use_module') },
  { key: 'display', route: 'display', visible: () => true },
  {
    key: 'app',
    route: 'appManagement',
    visible: ({ user, appGatewayEnabled }) => can(user, 'app::use_module') && appGatewayEnabled,
  },
  { key: 'admin', route: 'admin', visible: ({ user }) => can(user, 'admin::use_module') },
];

export const visibleNavItems = (ctx: NavContext) => NAV_ITEMS.filter((item) => item.visible(ctx));

/** Spec 01 §2 global search: the header's box shows for systemtree::use_module or admin::manage_system, with the
 * management licence or as superuser (the server's policy for Query.search says the same, backend/src/auth/policy.ts). */
export const showsGlobalSearch = ({ user, licence }: Omit<NavContext, 'appGatewayEnabled'>): boolean =>
  (licence.features.management || (isLoggedIn(user) && user.is_superuser)) &&
  (can(user, 'systemtree::use_module') || can(user, 'admin::manage_system'));

/** Spec 01 §6: the header's sync indicator needs systemtree::sync plus the management licence (superusers bypass it). */
export const showsSyncIndicator = ({ user, licence }: Omit<NavContext, 'appGatewayEnabled'>): boolean =>
  (licence.features.management || (isLoggedIn(user) && user.is_superuser)) && can(user, 'systemtree::sync');
