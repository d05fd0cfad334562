// Screens other than the display load on first use, so the display's path carries only what it needs
// (ARCHITECTURE §11: the display route's JavaScript under 200 kB gzip).
import type { ComponentType } from 'react';
import { loadAreaTexts, type TextArea } from './i18n/i18n.ts';
import type { ScreenProps } from './modal-stack/modal-stack.tsx';
import { BusyScreen } from '../ui/busy.tsx';
import { preloadable } from '../ui/preloadable.tsx';

type Screen = ComponentType<ScreenProps>;

/**
 * A screen loaded on first use, rendered once its code and the texts of its areas (i18n.ts) are there; until then
 * the busy indicator shows. Loaded without Suspense (ui/preloadable.tsx): a cold start preloads the screens of its
 * path (main.tsx), and a screen that is there renders at once, where React held a suspended screen back 300 ms (a
 * 1,000-bed tree's rows came 280 ms after their data, the node form 230 ms after its code and data).
 */
export function lazyScreen(
  load: () => Promise<Screen>,
  ...areas: TextArea[]
): Screen & { loadTexts: () => Promise<unknown>; preload: () => Promise<unknown> } {
  const loadTexts = () => Promise.all(areas.map((a) => loadAreaTexts(a)));
  const screen = preloadable<ScreenProps>(
    () => Promise.all([load(), loadTexts()]).then(([Loaded]) => ({ default: Loaded })),
    <BusyScreen />,
  );
  // A modal layer waits for its title's text before it renders this screen, which would load that text: the
  // modal stack starts the texts itself (ScreenDef.loadTexts).
  return Object.assign(screen, { loadTexts });
}
