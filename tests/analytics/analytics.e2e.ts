// The analytics dashboard end to end in Chromium against the real backend (spec 01 §2 analytics: analytics::use_module
// and the analytics licence; issue 17). A closed call of the twin's ward shows up in the figures, the range is kept
// in the address; care staff without the permission do not get the page. The figures themselves are checked
// against hand-computed values in backend/src/modules/analytics/analytics-api.test.ts. axe-core: no critical or
// serious findings, in German and French.
import { expect, test } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

test('admin opens the dashboard from the menu, changes the range, in German and French', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Auswertung' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Auswertung', level: 1 })).toBeVisible();
  await expect(page.getByText('Zeit bis Abschluss (Median)')).toBeVisible();
  await expect(page.getByText(/\(Europe\/Zurich\)$/)).toBeVisible();
  await noSeriousFindings(page);

  await page.getByRole('combobox', { name: 'Zeitraum' }).click();
  await page.getByRole('option', { name: 'Seit Beginn' }).click();
  await expect(page).toHaveURL(/\/analytics\?range=SINCE_BEGINNING$/);
  await expect(page.getByText(/^– bis /)).toBeVisible(); // since the beginning: no lower bound

  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Analyses', level: 1 })).toBeVisible();
  await expect(page.getByText('Délai de clôture (médiane)')).toBeVisible();
  await noSeriousFindings(page);
});

test('care staff without analytics::use_module are refused by the route guard', async ({ page }) => {
  await logIn(page, 'pflege');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole('heading', { name: 'Auswertung', level: 1 })).toHaveCount(0);
});
