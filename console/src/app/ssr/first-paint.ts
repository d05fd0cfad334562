// The server-rendered display's one inline script (ARCHITECTURE §12a), bundled on its own (vite-inline-script.ts) and
// run right after the server's HTML, before the browser paints it. The server rendered what a browser without stored
// choices would show; this browser may remember others (spec 01 §3 local storage): a profile to open on /display, a
// system, a language. Then the server's HTML is not this browser's display: a remembered profile is opened at once;
// another system or language leaves the page to the browser alone (main.tsx renders it as without the server).
// Otherwise the server's cards are fitted to the screen.
import { layOutFirstPaint, type FirstPaintGrid } from '../../features/display/layout/first-paint-layout.ts';
import { rememberedProfile } from '../../features/display/profile/remembered-profile.ts';
import { hasQuery } from '../../features/display/url-system.ts';
import { storedLocale } from '../../platform/i18n/locale-choice.ts';
import { chooseSystem, storedSystem } from '../../platform/system/system-choice.ts';

export interface FirstPaintParams {
  /** the system the server rendered (the address's, else the default) */
  system: number;
  locale: string;
  /** the profile or the address named the language: the browser's remembered one does not apply */
  localeFixed: boolean;
  /** the profile of the address; null on /display */
  slug: string | null;
  /** every profile's slug: a remembered profile is opened only if it still exists */
  profiles: readonly string[];
  grid: FirstPaintGrid;
}

export function firstPaint(p: FirstPaintParams): void {
  const root = document.getElementById('root');
  if (!root) return;
  const { search } = window.location;
  const remembered = !p.slug && !hasQuery(search) ? rememberedProfile() : null;
  const opens = remembered !== null && p.profiles.includes(remembered);
  if (
    opens ||
    chooseSystem(new URLSearchParams(search).get('system'), storedSystem(), []) !== p.system ||
    (!p.localeFixed && storedLocale() !== p.locale)
  ) {
    root.replaceChildren();
    delete root.dataset.ssr;
    if (opens) window.location.replace(`/display/${encodeURIComponent(remembered)}`);
    return;
  }
  layOutFirstPaint(document, p.grid);
}
