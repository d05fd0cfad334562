// React Router flattens and ranks every route it is given on each match: useRoutes at every new location (a click in
// the tree is one: its selection is in the address) and the guard at every new path. With the table's 108 routes and
// their optional segments that took 3-10 ms a time on these machines, twice on the way to a node form (issue 15:
// node form < 300 ms). Every path of the table starts with a fixed segment, so only the routes under the path's first
// segment can match, with those at the root and any catch-all: the router is given those.
import type { RouteObject } from 'react-router';

const narrowed = new WeakMap<readonly RouteObject[], Map<string, RouteObject[]>>();

/** A route path's first segment, lower case (the router matches without case); null when any segment may match. */
function fixedFirstSegment(path: string): string | null {
  const first = path.split('/').find((s) => s !== '');
  if (first === undefined || first.startsWith(':') || first.includes('*') || first.endsWith('?')) return null;
  return first.toLowerCase();
}

function keep(routes: readonly RouteObject[], segment: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.path !== undefined) {
      const fixed = fixedFirstSegment(route.path);
      if (fixed === null || fixed === segment) kept.push(route);
      continue;
    }
    // a layout without a path: kept with the children that may match
    const children = route.children && keep(route.children, segment);
    if (!route.children) kept.push(route);
    else if (children?.length) kept.push({ ...route, children } as RouteObject);
  }
  return kept;
}

/** The routes that may match the path: the same array for every path under the same first segment. */
export function narrowRoutes(routes: readonly RouteObject[], pathname: string): RouteObject[] {
  let segment: string;
  try {
    segment = decodeURIComponent(pathname.split('/').find((s) => s !== '') ?? '').toLowerCase();
  } catch {
    return routes as RouteObject[]; // an address the router decodes its own way: it sees every route
  }
  let bySegment = narrowed.get(routes);
  if (!bySegment) narrowed.set(routes, (bySegment = new Map()));
  let kept = bySegment.get(segment);
  if (!kept) bySegment.set(segment, (kept = keep(routes, segment)));
  return kept;
}
