// Accessibility of every built screen (issue 14; WCAG 2.1 AA through axe-core): no critical or serious
// violation on the login, the display, the demo, the tree, the admin lists and forms, the home and the password
// screens, in German and English. A new violation fails here with its rule, impact and elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.length}× ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const adminScreens = [
  '/tree',
  '/tree?node=23',
  '/admin/systemparams',
  '/admin/calltypes',
  '/admin/sections',
  '/admin/users',
  '/admin/roles',
  '/admin/callsources',
  '/admin/displaynotes',
  '/admin/hubs',
  '/admin/sections/edit/1',
  '/admin/users/edit/-1',
  '/admin/calltypes/edit/2',
];

test('public screens: login, display, demo', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/login', '/display', '/demo']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await violations(page)).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
});

for (const language of ['de', 'en'] as const) {
  test(`admin screens in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, 'admin');
    if (language === 'en') {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
      // spec 01 §2 /home: the admin's home is the tree
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    }
    const found: string[] = [];
    for (const path of adminScreens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}
