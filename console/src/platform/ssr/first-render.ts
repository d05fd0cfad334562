// The server-rendered wall display (ARCHITECTURE §12a) is hydrated by the browser: React's first render there must
// produce the server's HTML exactly. Whatever the two would see differently (the time, the browser's storage and
// features, data that arrived in between) is read here: on the server and during hydration the value the server
// rendered with, afterwards the live one. A page rendered in the browser alone never sees the server's values.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppDataQuery } from '../../generated/graphql.ts';

/** What the server rendered with, embedded in the page for the browser's hydration. */
export interface FirstRender {
  /** the backend's clock when it rendered (ms): elapsed times and the clock are drawn at this instant */
  renderedAt: number;
  /** AppData as an anonymous display reads it */
  appData: AppDataQuery;
  /** the page asked for the fullscreen layout (profile or ?fullscreen=1) */
  fullscreen: boolean;
}

export const FirstRenderContext = createContext<FirstRender | null>(null);

/** The server's data: during the server's render and the hydration; also after (only useHydrating tells). */
export const useFirstRender = (): FirstRender | null => useContext(FirstRenderContext);

const unchanging = () => () => {};
const no = () => false;
const yes = () => true;

/**
 * True while React renders on the server or hydrates the server's HTML, false in every later render (React renders
 * the component again after hydration) and in every render of a page the browser drew alone.
 */
export const useHydrating = (): boolean => useSyncExternalStore(unchanging, no, yes);
