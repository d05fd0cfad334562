// The global settings' probable-defect monitors end to end in Chromium against the real backend and its twin (spec 02
// §3 probable-defect monitor: name, criterion (hex code starting 0x), threshold (maximum count), timeframe (hours);
// spec 01 §2 /admin/settings needs admin::manage_system; spec 02 §5 criterion_prefix). A technician creates a monitor
// on the settings page; three reports of its criterion open a probable-defect incident (threshold 2); raising the
// threshold to 5 closes it at the monitor's next sweep (every second on the e2e server); deleting the monitor asks
// first. axe: no critical or serious findings; screenshots in German and French. Runs after the other incident files
// (alphabetical) and leaves no monitor behind.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

const DEVICE = 10;
const NAME = 'Tastenprellen';

/** GraphQL as the signed-in page (its session cookie). */
async function query(page: Page, q: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/backend/query', {
    data: { query: q, variables },
    headers: { 'X-CS-System': '01' },
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data!;
}

/** The state of the monitor's incident on the device, or null while there is none. */
async function incidentState(page: Page) {
  const data = await query(
    page,
    `{ incidents(filter: { kinds: [probable_defects], states: [New, Assigned, Closed] }) {
      items { device_number state detail closed_by } } }`,
  );
  const items = (data.incidents as { items: Array<{ device_number: number; state: string; detail: string }> })
    .items;
  return items.find((i) => i.device_number === DEVICE && i.detail.includes(NAME))?.state ?? null;
}

test('a technician edits the probable-defect monitors on the settings page; the monitor judges with them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'technik');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wahrscheinliche Defekte', level: 2 })).toBeVisible();
  const list = page.getByRole('table', { name: 'Wahrscheinliche Defekte' });
  await expect(list.getByRole('row').filter({ hasText: 'Funkstörung' })).toContainText('0x6A');

  await page.getByRole('button', { name: 'Neu' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/probabledefects\/edit(\/-1)?$/);
  const form = page.getByRole('form', { name: 'Überwacher für wahrscheinliche Defekte' });
  await form.getByLabel(/^Name/).fill(NAME);
  await form.getByLabel(/^Kriterium/).fill('2B');
  await form.getByLabel(/^Kriterium/).press('Tab');
  await expect(form.getByText('Der Wert muss mit 0x beginnen, z. B. 0x6A.')).toBeVisible();
  await form.getByLabel(/^Kriterium/).fill('0x2B');
  await form.getByLabel(/^Höchstanzahl/).fill('2');
  await form.getByLabel(/^Zeitraum/).fill('1');
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/probable-defect-monitor-form-de.png' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const row = list.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('0x2B');
  // the form's fading-out copy would be checked for contrast mid-fade
  await expect(form).toBeHidden();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/settings-de.png', fullPage: true });
  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Défauts probables', level: 2 })).toBeVisible();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/settings-fr.png', fullPage: true });
  await page.getByLabel('Langue').selectOption('de');

  // three reports of 0x2B within the hour: one more than the threshold of 2
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/backend/demo/device/condition', {
      data: { device_id: DEVICE, criterion: '0x2B' },
      headers: { 'X-CS-System': '01' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await logIn(page, 'admin');
  await expect.poll(() => incidentState(page), { timeout: 15_000 }).toBe('New');
  await page.goto('/analytics/incidents');
  const incident = page.getByRole('row').filter({ hasText: `${NAME}: 3× 0x2B (höchstens 2)` });
  await expect(incident).toContainText('Wahrscheinlicher Defekt');

  // raised to 5: three reports are within it, the next sweep closes the incident by itself
  await page.goto('/admin/settings');
  await list.getByRole('link', { name: NAME }).click();
  await expect(form.getByLabel(/^Höchstanzahl/)).toHaveValue('2');
  await form.getByLabel(/^Höchstanzahl/).fill('5');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(row).toContainText('5');
  await expect.poll(() => incidentState(page), { timeout: 15_000 }).toBe('Closed');

  await row.getByRole('button', { name: `Löschen: ${NAME}` }).click();
  const ask = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await ask.getByRole('button', { name: 'Löschen' }).click();
  await expect(list.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
});

test('care staff without admin::manage_system are refused the settings page', async ({ page }) => {
  await logIn(page, 'pflege');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/no-access$/);
});

test.afterAll(async ({ browser }) => {
  // Leave no monitor behind when the test failed half-way.
  const page = await browser.newPage();
  await logIn(page, 'admin');
  const data = await query(page, '{ probableDefectMonitors { id name } }');
  const ids = (data.probableDefectMonitors as Array<{ id: number; name: string }>)
    .filter((m) => m.name === NAME)
    .map((m) => m.id);
  if (ids.length)
    await query(page, 'mutation($ids: [Int!]!) { deleteProbableDefectMonitor(ids: $ids) { id } }', { ids });
  await page.close();
});
