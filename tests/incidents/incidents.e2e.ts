// The incident list end to end in Chromium against the real backend and its twin (spec 01 §2 /analytics/incidents:
// analytics::manage_incidents and the analytics licence; issue 18). A low battery and a disturbance reported five
// times (demo REST device/condition) become incidents; the boxes, assign and close work; care staff without the
// permission do not get the page. axe-core: no critical or serious findings, in German and English.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

async function condition(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/backend/demo/device/condition', {
    data,
    headers: { 'X-CS-System': '01' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('admin sees the incidents, assigns one and closes another, in German and English', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await condition(request, { device_id: 8, battery: 30 });
  for (let i = 0; i < 5; i++) await condition(request, { device_id: 10, criterion: '0x6A' });
  await logIn(page, 'admin');
  await page.goto('/analytics/incidents');
  await expect(page.getByRole('heading', { name: 'Vorfälle', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Batterie schwach: 1')).toBeVisible();
  await expect(page.getByLabel('Defekte: 1')).toBeVisible();
  const battery = page.getByRole('row').filter({ hasText: 'Batterie' }).filter({ hasText: '30\u00a0%' });
  await expect(battery).toContainText('Warnung');
  const defect = page.getByRole('row').filter({ hasText: 'Wahrscheinlicher Defekt' });
  await expect(defect).toContainText('Funkstörung: 5× 0x6A (höchstens 4)');
  // the probable defect's device opens its node form over the list, as every row's does
  await expect(defect.getByRole('link')).toHaveAttribute('href', /^\/analytics\/incidents\/systemtree\/\d+$/);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/incidents-de.png', fullPage: true });

  // the device opens its node form over the list and closes back to it (spec 01 §2 /analytics/incidents/systemtree/:id)
  await battery.getByRole('link').click();
  await expect(page).toHaveURL(/\/analytics\/incidents\/systemtree\/\d+$/);
  const nodeForm = page.getByRole('dialog');
  await expect(nodeForm.getByRole('textbox').first()).toBeVisible();
  await nodeForm.locator('.mantine-Modal-close').click();
  await expect(page).toHaveURL(/\/analytics\/incidents$/);
  await expect(battery).toBeVisible();

  await battery.getByRole('combobox', { name: /zuweisen an/ }).click();
  await page.getByRole('option', { name: 'pflege' }).click();
  await expect(battery).toContainText('Zugewiesen');
  await defect.getByRole('button', { name: /schliessen/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Wahrscheinlicher Defekt' })).toHaveCount(0);
  await expect(page.getByLabel('Defekte: 0')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Geschlossen' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Wahrscheinlicher Defekt' })).toContainText('admin');

  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Probable defect' })).toContainText('Closed');
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/incidents-en.png', fullPage: true });
});

test('care staff without analytics::manage_incidents are refused by the route guard', async ({ page }) => {
  await logIn(page, 'pflege');
  await page.goto('/analytics/incidents');
  await expect(page).toHaveURL(/\/no-access$/);
});
