// The analytics dashboard end to end in Chromium against the real backend (spec 01 §2 analytics: analytics::use_module
// and the analytics licence; issue 17). A closed call of the twin's ward shows up in the figures, the range is kept
// in the address; care staff without the permission do not get the page. The figures themselves are checked
// against hand-computed values in backend/src/modules/analytics/analytics-api.test.ts. axe-core: no critical or
// serious findings, in German and French.
import { expect, test } from '@playwright/test';
import { closeAll, DEVICE, logIn } from '../display/support.ts';
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

test('every day of the range on the chart; a presence still on answers its call; one word for presences (issue 38)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await closeAll(page.request);
  // Zimmer 103's call, answered by the nurse's presence, which is still on (it is not in the log yet)
  for (const button of ['alert', 'presence'] as const) {
    const res = await page.request.post('/backend/demo/device/press', {
      data: { device_id: DEVICE.room103bed1, button },
      headers: { 'X-CS-System': '01' },
    });
    expect(res.ok()).toBe(true);
  }
  await logIn(page, 'admin');
  await page.goto('/analytics');
  // 'Letzte 7 Tage': the eight days the range touches are on the axis, those without calls too (item 1)
  const perDay = page.getByRole('img', { name: 'Rufe pro Tag' });
  await expect(perDay.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(8);
  // one word for presences (item 4): Anwesenheit, as the display and the log say
  await expect(page.getByText('Anwesenheiten', { exact: true })).toBeVisible();
  await expect(page.getByText('Zeit bis Anwesenheit (Median)')).toBeVisible();
  // the calls of Zimmer 103 in the last hour were all answered, the last one by a presence still on (item 6)
  await page.goto('/analytics?range=LAST_HOUR&q=Zimmer%20103');
  await expect(page.getByText(/^90\s%: \d+:\d{2} · (\d+) von \1 Ruf(en)? mit Anwesenheit$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rufe pro Stunde' })).toBeVisible();
  await page.screenshot({ path: 'test-results/analytics-hour-de.png', fullPage: true });
  await closeAll(page.request);
});

test('care staff without analytics::use_module are refused by the route guard', async ({ page }) => {
  await logIn(page, 'pflege');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole('heading', { name: 'Auswertung', level: 1 })).toHaveCount(0);
});
