// The wall display never hides a call (ARCHITECTURE §9, §11; spec 01 §2 call display screen, §9 grid
// gap): on four screens, with 5, 22 and 60 open calls, the page does not scroll, every card is on screen in full
// with its title readable (at least 20 px) and never cut, calls that cannot fit are counted on the
// '+N weitere Rufe' tile with their urgencies, every emergency is shown, presences stay in view, portrait screens
// use at least two columns at 1080 px wide, and text on a filled card has WCAG AA contrast (4.5:1).
import { expect, test, type Page } from '@playwright/test';
import { generatedCalls, mixOf, replaceCallLists } from './many-calls.ts';
import { closeAll } from './support.ts';

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1080, height: 1920 },
  { width: 768, height: 1024 },
];
const COUNTS = [5, 22, 60];
/** Every screen with every count, and the ward's screen of the walk-through (issue 37: a handler's name was cut). */
const CASES = [
  ...SCREENS.flatMap((screen) => COUNTS.map((count) => ({ screen, count }))),
  { screen: { width: 1440, height: 900 }, count: 5 },
];

interface Measured {
  viewport: { width: number; height: number };
  scrollOverflow: number;
  columns: number;
  titlePx: number;
  cards: Array<{
    urgency: string;
    box: DOMRect;
    titleCut: boolean;
    contrast: number | null;
    /** the handler's name as shown, and whether it is cut by the card */
    handler: { name: string; cut: boolean } | null;
  }>;
  tile: { box: DOMRect; hidden: number; text: string } | null;
  presences: DOMRect[];
}

/** Everything the assertions need, measured in the page in one go. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const lum = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const lin = (c = 0) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const grid = document.querySelector<HTMLElement>('[data-testid="call-grid"]');
    const tile = document.querySelector<HTMLElement>('[data-testid="calls-overflow"]');
    return {
      viewport: { width: innerWidth, height: innerHeight },
      scrollOverflow: document.documentElement.scrollHeight - innerHeight,
      columns: Number(grid?.dataset.columns ?? 0),
      titlePx: Number(grid?.dataset.titlePx ?? 0),
      cards: [...document.querySelectorAll<HTMLElement>('[data-testid="call-card"]')].map((card) => {
        const title = card.querySelector<HTMLElement>('[data-part="title"]');
        const name = card.querySelector<HTMLElement>('[data-testid="handler"] > span:not(:first-child)');
        const style = getComputedStyle(card);
        const filled = style.backgroundColor !== getComputedStyle(document.body).backgroundColor;
        return {
          urgency: card.dataset.urgency ?? '',
          box: card.getBoundingClientRect().toJSON() as DOMRect,
          // wrapped at spaces into at most two lines: a cut title overflows its box
          titleCut:
            !title || title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth,
          contrast: filled ? contrast(style.color, style.backgroundColor) : null,
          handler: name
            ? {
                name: name.innerText,
                cut:
                  name.scrollWidth > name.clientWidth ||
                  name.getBoundingClientRect().right > card.getBoundingClientRect().right,
              }
            : null,
        };
      }),
      tile: tile
        ? {
            box: tile.getBoundingClientRect().toJSON() as DOMRect,
            hidden: Number(tile.dataset.hidden),
            text: tile.innerText,
          }
        : null,
      presences: [...document.querySelectorAll('[data-testid="presence-card"]')].map(
        (p) => p.getBoundingClientRect().toJSON() as DOMRect,
      ),
    };
  });
}

const inside = (box: DOMRect, viewport: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;

test.beforeAll(async ({ request }) => {
  await closeAll(request);
});

for (const { screen, count } of CASES)
  test(`${screen.width}x${screen.height} with ${count} calls: every call shown or counted, none below the fold`, async ({
    page,
  }, info) => {
    const mix = mixOf(count);
    const calls = generatedCalls(mix);
    await page.setViewportSize(screen);
    await replaceCallLists(page, () => calls);
    await page.goto('/display');
    const grid = page.getByTestId('call-grid');
    // Laid out: the cards shown plus the calls the tile counts are all the calls.
    await expect
      .poll(async () => {
        const m = await measure(page);
        return m.columns > 0 ? m.cards.length + (m.tile?.hidden ?? 0) : -1;
      })
      .toBe(count);
    await expect(grid).toBeVisible();
    const m = await measure(page);
    info.annotations.push({
      type: 'layout',
      description: `${m.columns} columns, title ${m.titlePx} px, ${m.cards.length} cards, ${m.tile?.hidden ?? 0} on the tile`,
    });

    expect(m.scrollOverflow, 'the page scrolls').toBeLessThanOrEqual(0);
    expect(m.titlePx).toBeGreaterThanOrEqual(20);
    for (const card of m.cards) {
      expect(inside(card.box, m.viewport), `card at ${JSON.stringify(card.box)}`).toBe(true);
      expect(card.titleCut, 'a title is cut').toBe(false);
      if (card.contrast !== null) expect(card.contrast).toBeGreaterThanOrEqual(4.5);
      // the nurse's name is read from the corridor: abbreviated as the app does, never cut (issue 37)
      if (card.handler) expect(card.handler).toEqual({ name: 'Anna M.', cut: false });
    }
    // The most urgent calls are always on screen.
    expect(m.cards.filter((c) => c.urgency === 'EMERGENCY')).toHaveLength(mix.emergencies);
    if (m.tile) {
      expect(inside(m.tile.box, m.viewport)).toBe(true);
      expect(m.tile.text).toContain(`+${m.tile.hidden} weitere Rufe`);
      expect(m.tile.text).toMatch(/\d+ (normal|dringend)/);
    }
    if (screen.width >= 1080 && screen.height > screen.width) expect(m.columns).toBeGreaterThanOrEqual(2);
    expect(m.presences.length).toBeGreaterThan(0);
    for (const p of m.presences) expect(inside(p, m.viewport)).toBe(true);
  });
