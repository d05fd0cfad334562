import { createContext, useCallback, useContext } from 'react';
import { isBuilt } from './guard.ts';
import { routeByName } from './route-match.ts';

/** Which routes of the table have a screen in this build (set by the app, used by menu and home). */
export const ScreensContext = createContext<ReadonlySet<string>>(new Set());
/**
 * Loads a route's screen ahead (its code and texts), by the route's name (set by the app). A feature names the route a
 * user is about to open from it: the tree its node form once its rows show. A screen first asked for when its route
 * rendered drew its placeholder, and itself a task later (issue 15: node form < 300 ms).
 */
export const PreloadScreenContext = createContext<(routeName: string) => void>(() => {});
export const usePreloadScreen = () => useContext(PreloadScreenContext);
export const useHasScreen = () => {
  const screens = useContext(ScreensContext);
  return useCallback((name: string) => screens.has(name), [screens]);
};

/**
 * Whether a route is there in this build: its own screen or one of its pages' (the tree area /tree is its page
 * tree's, treeView has no screen of its own). The menu and /home use it.
 */
export const useIsBuilt = () => {
  const hasScreen = useHasScreen();
  return useCallback(
    (name: string) => {
      const route = routeByName(name);
      return route !== undefined && isBuilt(route, hasScreen);
    },
    [hasScreen],
  );
};
