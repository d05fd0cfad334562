// The first paint of a server-rendered display (ARCHITECTURE §12a) fitted to the screen. The server cannot know the
// screen's size, so its HTML has no sizes; the page's inline script (app/ssr/first-paint.ts) runs this right after
// that HTML, before the browser paints it: the same sizes the display computes once it measured itself (fitGrid,
// presence-size.ts), written as CSS variables on the document, which the stylesheets use until the display's own
// inline sizes take over. The cards do not jump when the page hydrates. Calls beyond what fits are clipped until then
// (the '+N' tile comes with the hydration); the most urgent come first.
import type { FontSize } from '../url-params.ts';
import { fitGrid } from './fit-grid.ts';
import { presenceColumns, presenceTitlePx } from './presence-size.ts';

export interface FirstPaintGrid {
  fontSize: FontSize;
  /** lines beyond a card's own: 1 when the display shows several systems */
  extraLines: number;
}

const sizeOf = (el: Element) => {
  const { width, height } = el.getBoundingClientRect();
  return { width: Math.floor(width), height: Math.floor(height) };
};

export function layOutFirstPaint(doc: Document, grid: FirstPaintGrid): void {
  const display = doc.querySelector('[data-testid="display"]');
  if (!display) return;
  const vars = doc.documentElement.style;
  const screen = sizeOf(display);
  vars.setProperty('--first-presence-title', `${presenceTitlePx(screen.width, screen.height)}px`);
  vars.setProperty('--first-presence-columns', String(presenceColumns(screen.width, screen.height)));
  // The grid's area as it is with the presences sized (reading it lays the page out again).
  const area = display.querySelector('[data-testid="call-grid"]')?.parentElement;
  if (!area) return;
  const layout = fitGrid({
    ...sizeOf(area),
    count: area.querySelectorAll('[data-testid="call-card"]').length,
    ...grid,
  });
  if (!layout.columns) return;
  vars.setProperty('--first-card-title', `${layout.titlePx}px`);
  vars.setProperty('--first-columns', `repeat(${layout.columns}, minmax(0, 1fr))`);
  if (layout.rowPx) vars.setProperty('--first-row', `${layout.rowPx}px`);
}
