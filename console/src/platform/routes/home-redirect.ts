// Spec 01 §2: where /home leads.
import { can, isLoggedIn, type Viewer } from '@cs/rules';
import { isBuilt, routePathByName } from './guard.ts';
import { routeByName } from './route-match.ts';

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

/**
 * Where /home sends this user in this build, or null to stay on the home page (the target's screen is not built).
 * The shell decides it before any screen's code loads, so a click in the first second after login is not
 * overridden by the home page's chunk arriving later.
 */
export function homeRedirect(
  pathname: string,
  user: HomeUser | null,
  hasScreen: (name: string) => boolean,
): string | null {
  if (pathname !== '/home' || !isLoggedIn(user)) return null;
  const target = homeRouteName(user);
  const route = routeByName(target);
  if (target === 'home' || !route || !isBuilt(route, hasScreen)) return null;
  return routePathByName(target) ?? null;
}
