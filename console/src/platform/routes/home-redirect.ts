// Spec 01 §2: where /home leads.
import { can, isLoggedIn, type Viewer } from '@cs/rules';
import { routePathByName } from './guard.ts';

export interface HomeUser extends Viewer {
  homepage: string | null;
}

/** The route name /home redirects to. */
export function homeRouteName(user: HomeUser | null): string {
  if (!isLoggedIn(user)) return 'login';
  if (user.homepage && routePathByName(user.homepage) !== undefined) return user.homepage;
  if (can(user, 'systemtree::use_module') || can(user, 'systemtree::see_display_group_overrides'))
    return 'treeView';
  if (can(user, 'analytics::use_module')) return 'analytics';
  if (can(user, 'calllog::use_module')) return 'log';
  return 'display';
}

export function homePath(user: HomeUser | null): string {
  return routePathByName(homeRouteName(user)) ?? '/display';
}
