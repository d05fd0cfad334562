// The demo's shift (issue 19 "a trainer can run a shift in the demo where simulated and real phones answer calls"):
// on the trainer panel ('Schicht' tab) the trainer switches the simulated phones on; the roster's nurses of the
// current shift (the analytics' shift boundaries in the facility's zone: whichever shift it is when this runs) log
// in on their phones. A call pressed in Wohnbereich 2 is accepted by the nurse on shift there after her seeded
// response time (every Wohnbereich 2 nurse of Haus Lindenhof accepts); the display card names her while she walks
// to the room (spec 01 §4 handled_by_app_username) and the panel shows her phone's state. German and English, axe
// clean. The phones run in real time here and log in with scrypt on a loaded machine: the waits are on events, long.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled } from '../a11y/axe-support.ts';

const SYSTEM = { 'X-CS-System': '01' };
const ROOM_201 = 'Zweitaster · Zimmer 201';

async function phonesOffAndCallsClosed(request: APIRequestContext) {
  expect((await request.post('/backend/demo/phones', { data: { on: false }, headers: SYSTEM })).ok()).toBe(
    true,
  );
  expect((await request.post('/backend/demo/call/close', { data: {}, headers: SYSTEM })).ok()).toBe(true);
}

async function seriousViolations(page: Page) {
  await settled(page);

  const result = await new AxeBuilder({ page })
    .include('[data-testid="shift-panel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.beforeEach(async ({ request }) => phonesOffAndCallsClosed(request));
// The other wall tests share this server: no simulated phone may answer their calls.
test.afterEach(async ({ request }) => phonesOffAndCallsClosed(request));

test('simulated phones on: a call in Wohnbereich 2 is handled by the nurse on shift, the display card names her', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // the wall display beside the demo console, as in a ward
  const display = await context.newPage();
  await display.goto('/display?fullscreen=1');
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Schicht' }).click();
  const toggle = page.getByRole('switch', { name: 'Simulierte Telefone' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Ausgeschaltet: Nur die drei echten App-Clients erhalten Rufe.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the switch shows what the backend says: checked once the phones are on
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  // one nurse per section and shift in each of the two demo facilities (twin/src/ward/roster.ts)
  await expect(page.getByTestId('shift-summary')).toContainText('4 Telefone in der Schicht');
  await expect(page.getByTestId('shift-summary')).toContainText(/Haus Lindenhof: (Früh|Spät|Nacht)dienst/i);
  const rows = page.getByTestId('shift-phones').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // every phone logs in (scrypt per login on a loaded machine)
  await expect(page.locator('[data-status="idle"]')).toHaveCount(4, { timeout: 90_000 });
  await expect(rows.first().getByText('Frei')).toBeVisible();

  const row = rows.filter({ hasText: 'Haus Lindenhof' }).filter({ hasText: 'Wohnbereich 2' });
  await expect(row).toHaveCount(1);
  const nurse = (await row.locator('td').first().textContent())!.trim();
  expect(nurse).toMatch(/^\S.* \S\.$/);

  await page
    .getByRole('region', { name: ROOM_201 })
    .getByRole('button', { name: 'Ruf', exact: true })
    .click();
  // her phone rings, she accepts after her response time and walks there: the display card names her meanwhile
  const card = display.getByTestId('call-card').filter({ hasText: 'Zimmer 201' });
  await expect(card).toContainText(nurse, { timeout: 150_000 });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', /walking|atResident/);
  await expect(row).toContainText('Zimmer 201');
  await page.screenshot({ path: 'test-results/demo-shift-de.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // English
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Shift with simulated phones' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Simulated phones' })).toBeChecked();
  await expect(page.getByTestId('shift-summary')).toContainText('4 phones on shift');
  await expect(page.getByRole('columnheader', { name: 'Nurse' })).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText(/Accepted, on her way|At the resident/);
  await page.screenshot({ path: 'test-results/demo-shift-en.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // switched off, the phones log out and the panel says only the real clients get calls
  await page.getByRole('switch', { name: 'Simulated phones' }).click({ force: true });
  await expect(page.getByText('Off: only the three real app clients receive calls.')).toBeVisible();
  await expect(page.getByTestId('shift-phones')).toHaveCount(0);
  await display.close();
});
