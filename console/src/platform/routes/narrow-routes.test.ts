// narrow-routes.ts gives the router only the routes that may match a path: for every path of the route table (spec 01
// §2 routes), and for addresses written otherwise, the router's match over them is its match over all routes.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { narrowRoutes } from './narrow-routes.ts';
import { flattenRoutes, ROUTES, type RouteDef } from './route-table.ts';

const allDefs = flattenRoutes(ROUTES).map(({ route }) => route);

const table = (defs: readonly RouteDef[]): RouteObject[] =>
  defs.map((d) => ({ id: d.name, path: d.path, children: d.children && table(d.children) }));
// as app/routes.tsx builds them: pathless layouts around every route of the table, each its own route
const app: RouteObject[] = [
  {
    id: 'root',
    children: [
      { id: 'bare', children: [{ id: 'login', path: '/login' }] },
      {
        id: 'main',
        children: allDefs.map((d) => ({ id: `main:${d.name}`, path: d.path })),
      },
      { id: 'pwa', children: [{ id: 'pwa:overview', path: '/pwa/overview' }] },
    ],
  },
];

/** The paths a route's path stands for: each parameter filled, each optional segment there and left out. */
function examples(path: string): string[] {
  let paths = [path];
  for (const seg of path.split('/').filter((s) => s.startsWith(':') || s === '*')) {
    const filled = seg === '*' ? 'a/b' : '17';
    paths = paths.flatMap((p) =>
      seg.endsWith('?') ? [p.replace(seg, filled), p.replace(`/${seg}`, '')] : [p.replace(seg, filled)],
    );
  }
  return paths;
}

const ids = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe('narrowRoutes', () => {
  const paths = [
    ...allDefs.flatMap((d) => examples(d.path)),
    '/',
    '/TREE/edit/3',
    '/Admin/users',
    '/tr%65e',
    '//tree',
    '/tree/',
    '/nowhere/at/all',
    '/%E0%A4%A',
  ];

  it.each([
    ['the route table', table(ROUTES)],
    ['the app routes, with layouts', app],
  ])('matches every path in %s as the whole list does', (_name, routes) => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) expect(ids(narrowRoutes(routes, path), path), path).toEqual(ids(routes, path));
  });

  it('gives the router a few routes, the same list for paths under one segment', () => {
    const routes = table(ROUTES);
    const tree = narrowRoutes(routes, '/tree/edit/5');
    expect(allDefs.length).toBeGreaterThan(100);
    expect(tree.length).toBeLessThan(10);
    expect(narrowRoutes(routes, '/tree/edit/6')).toBe(tree);
  });
});
