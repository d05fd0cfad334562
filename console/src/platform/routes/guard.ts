// The one route guard: spec 01 §2 "Route guard rules" applied to the route table.
import {
  canAll,
  canAny,
  can,
  hasLicences,
  isLoggedIn,
  type PermissionCode,
  type LicenceFacts,
  type Viewer,
} from '@cs/rules';
import { matchRoute, pathFor, routeByName } from './route-match.ts';
import { ANY, type PermissionRequirement, type RouteDef } from './route-table.ts';

export interface GuardContext {
  user: Viewer | null;
  licence: LicenceFacts;
  /** App setting subscriptions_enabled (spec 01 §2 app management). */
  appSubscriptionsEnabled: boolean;
  /** Whether this build has a screen for a route; the first available child must be one that exists. */
  hasScreen?: (name: string) => boolean;
}

export type GuardRule =
  | 'anonymous-to-login'
  | 'not-built'
  | 'redirect'
  | 'tree-special-case'
  | 'first-available-child'
  | 'no-available-child'
  | 'permissions-or-licences';

export type GuardDecision =
  | { kind: 'allow'; route: RouteDef; chain: RouteDef[]; params: Record<string, string | undefined> }
  /** the route's screen (and every child's) is not in this build: the router shows not-found */
  | { kind: 'absent'; rule: 'not-built' }
  | { kind: 'redirect'; to: string; rule: GuardRule; accessDeniedNotice: boolean };

export function meetsPermissions(user: Viewer | null, req: PermissionRequirement | undefined): boolean {
  if (!req || req.length === 0) return true;
  if (req[0] === ANY) return canAny(user, req.slice(1) as PermissionCode[]);
  return canAll(user, req as readonly PermissionCode[]);
}

/** Whether the user may open this one route (its own requirements, not its ancestors'). */
export function mayOpen(route: RouteDef, ctx: GuardContext): boolean {
  if (route.authRequired !== false && !isLoggedIn(ctx.user)) return false;
  if (!meetsPermissions(ctx.user, route.permissions)) return false;
  if (route.licences && !hasLicences(ctx.user, ctx.licence, route.licences)) return false;
  if (route.condition === 'appSubscriptionsEnabled' && !ctx.appSubscriptionsEnabled) return false;
  return true;
}

const redirect = (to: string, rule: GuardRule, accessDeniedNotice = false): GuardDecision => ({
  kind: 'redirect',
  to,
  rule,
  accessDeniedNotice,
});

function fillRedirect(target: string, params: Record<string, string | undefined>): string {
  return target.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(params[p] ?? ''));
}

const ACCESS_DENIED = '/no-access';

/**
 * Decide what happens when a user opens `pathname` (with `search`, e.g. '?a=1').
 * Rules in the order of spec 01 §2 "Route guard rules".
 */
export function guardRoute(pathname: string, search: string, ctx: GuardContext): GuardDecision {
  const { chain, params } = matchRoute(pathname);
  const loggedIn = isLoggedIn(ctx.user);

  // Rule 1: a route not marked authRequired=false sends an anonymous user (id below 1) to login,
  // with a redirect query holding the wanted path.
  if (!loggedIn && chain.some((r) => r.authRequired !== false)) {
    return redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`, 'anonymous-to-login');
  }

  const target = chain.at(-1);
  if (!target) return redirect('/home', 'redirect');
  if (target.redirect) return redirect(fillRedirect(target.redirect, params), 'redirect');

  // A screen that is not built yet is absent, not forbidden: not-found, for superusers too,
  // instead of 'Zugriff verweigert' because no child screen exists to redirect to.
  if (ctx.hasScreen && !isBuilt(target, ctx.hasScreen)) return { kind: 'absent', rule: 'not-built' };

  // Rule 2: the tree special case. A non-superuser without systemtree use_module or
  // see_display_group_overrides, or without the management licence, goes to log or display.
  if (chain.some((r) => r.name === 'treeView') && loggedIn && !ctx.user!.is_superuser) {
    const treeAccess =
      can(ctx.user, 'systemtree::use_module') || can(ctx.user, 'systemtree::see_display_group_overrides');
    if (!treeAccess || !ctx.licence.features.management) {
      return redirect(can(ctx.user, 'calllog::use_module') ? '/log' : '/display', 'tree-special-case');
    }
  }

  for (let i = 0; i < chain.length; i++) {
    const route = chain[i] as RouteDef;
    // Rule 4: permissions (all, or any after the any-marker) and licences; failure notifies and denies.
    if (!mayOpen(route, ctx)) return redirect(ACCESS_DENIED, 'permissions-or-licences', true);

    // Rule 3: redirectToFirstAvailableChild, applied when the route itself (not a deeper one) is opened.
    const next = chain[i + 1];
    const openedItself = !next || next.path === route.path;
    if (route.redirectToFirstAvailableChild && openedItself) {
      const child = firstAvailableChild(route, ctx);
      if (!child) return redirect(loggedIn ? ACCESS_DENIED : '/login', 'no-available-child');
      if (child.path !== route.path) return redirect(pathFor(child) as string, 'first-available-child');
      if (!next) chain.push(child);
    }
  }
  return { kind: 'allow', route: chain.at(-1) as RouteDef, chain, params };
}

/** Whether this build has a screen for the route or for one of its page children (their own areas). */
export function isBuilt(route: RouteDef, hasScreen: (name: string) => boolean): boolean {
  return hasScreen(route.name) || (route.children ?? []).some((c) => !c.modal && isBuilt(c, hasScreen));
}

/** The first child a user may open: pages only (no modals, no required params). */
export function firstAvailableChild(route: RouteDef, ctx: GuardContext): RouteDef | undefined {
  return route.children?.find(
    (c) => !c.modal && pathFor(c) !== undefined && (ctx.hasScreen?.(c.name) ?? true) && mayOpen(c, ctx),
  );
}

export function routePathByName(
  name: string,
  params: Record<string, string | undefined> = {},
): string | undefined {
  const def = routeByName(name);
  return def && pathFor(def, params);
}
