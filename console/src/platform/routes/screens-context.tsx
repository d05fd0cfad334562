import { createContext, useCallback, useContext } from 'react';
import { isBuilt } from './guard.ts';
import { routeByName } from './route-match.ts';

/** Which routes of the table have a screen in this build (set by the app, used by menu and home). */
export const ScreensContext = createContext<ReadonlySet<string>>(new Set());
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
