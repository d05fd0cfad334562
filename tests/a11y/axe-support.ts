// axe-core over a page at rest (issue 14: no critical or serious findings). A dialog fading in is judged at full
// opacity: measured mid-transition, its buttons' text had too little contrast (pwa.e2e.ts, once in a full run).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits for the page's running transitions and finite animations (a spinner's endless one is left alone). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** No critical or serious axe finding on the page, judged once it is at rest. */
export async function noSeriousFindings(page: Page, { pointerAway = false } = {}): Promise<void> {
  // judged at rest, not with the pointer hovering what it clicked last
  if (pointerAway) await page.mouse.move(1, 700);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
