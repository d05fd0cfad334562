import { generatePath, matchRoutes, type RouteObject } from 'react-router';
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

export function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(tableObjects, pathname) ?? [];
  const chain = matches.map((m) => defByName.get(m.route.id as string) as RouteDef);
  const params = matches.at(-1)?.params ?? {};
  return { chain, params: { ...params } };
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
