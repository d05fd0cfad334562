import { createContext, useCallback, useContext } from 'react';

/** Which routes of the table have a screen in this build (set by the app, used by menu and home). */
export const ScreensContext = createContext<ReadonlySet<string>>(new Set());
export const useHasScreen = () => {
  const screens = useContext(ScreensContext);
  return useCallback((name: string) => screens.has(name), [screens]);
};
