import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import { narrowRoutes } from './narrow-routes.ts';
import { ROUTES, type RouteDef } from './route-table.ts';

// React Router's ranking decides which route a path means, so the guard and the router agree.
function toRouteObjects(defs: readonly RouteDef[]): RouteObject[] {
  return defs.map((def) => ({
    id: def.name,
    path: def.path,
    children: def.children && toRouteObjects(def.children),
  }));
}

const tableObjects = toRouteObjects(ROUTES);
const defByName = new Map<string, RouteDef>();
(function index(defs: readonly RouteDef[]) {
  for (const d of defs) {
    defByName.set(d.name, d);
    if (d.children) index(d.children);
  }
})(ROUTES);

export interface RouteMatch {
  /** Root first, the matched route last. */
  chain: RouteDef[];
  params: Record<string, string | undefined>;
}

// React Router flattens and ranks the routes on every match: 3-10 ms per call over the whole table on these machines,
// paid by the guard on every render of a new location (and four times that with the CPU throttled on a wall screen's
// cold start). The table never changes, so a path's match is kept, and the router sees only the routes that may
// match it (narrow-routes.ts): a node form's path is new for every node.
const matched = new Map<string, Readonly<RouteMatch>>();
const KEPT_PATHS = 500;

/** The route chain a path means; the same frozen answer for the same path. */
export function matchRoute(pathname: string): Readonly<RouteMatch> {
  const known = matched.get(pathname);
  if (known) return known;
  const matches = matchRoutes(narrowRoutes(tableObjects, pathname), pathname) ?? [];
  const chain = matches.map((m) => defByName.get(m.route.id as string) as RouteDef);
  const params = matches.at(-1)?.params ?? {};
  const match = Object.freeze({ chain, params: Object.freeze({ ...params }) });
  if (matched.size >= KEPT_PATHS) matched.clear();
  matched.set(pathname, match);
  return match;
}

export function routeByName(name: string): RouteDef | undefined {
  return defByName.get(name);
}

/** A path for a route, with optional params left out when absent; undefined when a required param is missing. */
export function pathFor(def: RouteDef, params: Record<string, string | undefined> = {}): string | undefined {
  if (def.path === '*') return undefined;
  const required = [...def.path.matchAll(/:(\w+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1] as string);
  if (required.some((p) => params[p] === undefined)) return undefined;
  return generatePath(def.path, params as Record<string, string>);
}
