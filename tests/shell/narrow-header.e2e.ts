// The main layout's header on a tablet and a phone (spec 01 §2 main layout; header-menu.tsx): below 1200 px the
// modules, the pickers and logout are behind the menu button, nothing in the header overlaps, and a module is one
// tap away (before, at 1024 px half the modules had scrolled out of sight and at 390 px the search box lay over the
// product's name with no module reachable). From 1200 px the row is as on a desktop. German and Italian, keyboard,
// axe-core: no critical or serious findings.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

/** The header's visible controls, each inside the screen and none over another. */
async function headerFits(page: Page) {
  const boxes = await page.locator('header a, header button, header select').evaluateAll((els) =>
    els
      .map((e) => ({ r: e.getBoundingClientRect(), name: e.getAttribute('aria-label') ?? e.textContent }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ r, name }) => ({ name, left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  );
  const width = page.viewportSize()!.width;
  for (const b of boxes) {
    expect(b.left, `${b.name} inside`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${b.name} inside`).toBeLessThanOrEqual(width);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
}

const menuButton = (page: Page, name: string) => page.locator('header').getByRole('button', { name });

for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`${size.width} px: the menu holds the modules, the pickers and logout; nothing overlaps`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await logIn(page, 'admin');
    await expect(menuButton(page, 'Menü')).toBeVisible();
    await expect(page.locator('header').getByRole('navigation', { name: 'Module' })).toBeHidden();
    await headerFits(page);

    await menuButton(page, 'Menü').click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer.getByRole('link', { name: 'Verwaltung' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mobile Ansicht' })).toBeVisible();
    await noSeriousFindings(page);
    await page.screenshot({ path: `test-results/narrow-header-${size.width}-de.png` });
    await drawer.getByRole('link', { name: 'Protokoll' }).click();
    await expect(page).toHaveURL(/\/log$/);
    await expect(drawer).toBeHidden();

    // Italian, from the keyboard: the menu button, the language picker inside, Escape closes
    await menuButton(page, 'Menü').focus();
    await page.keyboard.press('Enter');
    await drawer.getByRole('combobox', { name: 'Sprache' }).selectOption('it');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Amministrazione' })).toBeVisible();
    await noSeriousFindings(page);
    await page.screenshot({ path: `test-results/narrow-header-${size.width}-it.png` });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await headerFits(page);
  });
}

test('1280 px: the modules and pickers in the row, no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await logIn(page, 'admin');
  const header = page.locator('header');
  await expect(header.getByRole('navigation', { name: 'Module' }).getByRole('link')).toHaveCount(6);
  await expect(header.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
  await expect(menuButton(page, 'Menü')).toBeHidden();
  await headerFits(page);
});
