// Whether a link to a named route may show: the route is built in this console and its guards let the user in
// (spec 01 §2 route guard rules, the same check the router makes). A link that would end on 'access denied' or a
// missing screen is left out instead.
import { useAppData } from '../session/app-data-context.tsx';
import { mayOpen } from './guard.ts';
import { routeByName } from './route-match.ts';
import { useHasScreen } from './screens-context.tsx';

export function useMayOpen(): (name: string) => boolean {
  const hasScreen = useHasScreen();
  const { user, licence, globalAppSettings } = useAppData();
  const ctx = { user, licence, appSubscriptionsEnabled: globalAppSettings?.subscriptions_enabled ?? false };
  return (name) => {
    const route = routeByName(name);
    return !!route && hasScreen(name) && mayOpen(route, ctx);
  };
}
