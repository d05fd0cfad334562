// Which route of the mobile-style layout is open, and what its bars show (spec 01 §2 mobile-style layout): the
// page's title, where back leads, the overview's tabs and the bottom navigation, each entry only for users who
// may open it (the route table's guards).
import { matchRoute, pathFor, routeByName } from '../../platform/routes/route-match.ts';
import { mayOpen, type GuardContext } from '../../platform/routes/guard.ts';

export const OVERVIEW_ROUTES = ['pwaOverview', 'pwaCalls', 'pwaIncidents'];

export interface PwaBars {
  /** the open route's name: its title is `pwa.titles.<name>` */
  name: string;
  /** where the back button leads, when the route names one */
  back: string | null;
  tabs: { name: string; to: string; current: boolean }[];
  nav: { name: 'pwaOverview' | 'pwaSystem' | 'pwaSync'; to: string; current: boolean }[];
}

export function pwaBars(pathname: string, ctx: GuardContext): PwaBars {
  const route = matchRoute(pathname).chain.at(-1);
  const name = route?.name ?? 'pwaOverview';
  const back = route?.back ? (pathFor(routeByName(route.back)!) ?? null) : null;
  const may = (n: string) => {
    const def = routeByName(n);
    return !!def && mayOpen(def, ctx) && (ctx.hasScreen?.(n) ?? true);
  };
  const inOverview = OVERVIEW_ROUTES.includes(name);
  const tabs = inOverview
    ? (['pwaCalls', 'pwaIncidents'] as const).filter(may).map((n) => ({
        name: n,
        to: pathFor(routeByName(n)!)!,
        current: n === name || (n === 'pwaCalls' && name === 'pwaOverview'),
      }))
    : [];
  const section = inOverview ? 'pwaOverview' : name === 'pwaSystemNodeForm' ? 'pwaSystem' : name;
  const nav = (['pwaOverview', 'pwaSystem', 'pwaSync'] as const).filter(may).map((n) => ({
    name: n,
    to: pathFor(routeByName(n)!)!,
    current: n === section,
  }));
  return { name, back, tabs, nav };
}
