// The demo's App tab (spec 02 §2 demo console, §7 /app with storagePartition, demoClient and demoUser; issue 19):
// three live /app clients, each in its own storage partition, paired and logged in as anna, ben and carla. A call
// of Wohnbereich 1 reaches all three; accepting it in one takes it off the others and the display card names the
// handler. A reopened client (same partition) says Hello and gets its call again. German and English, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled } from '../a11y/axe-support.ts';

const SYSTEM = { 'X-CS-System': '01' };
const ROOM_101 = 'Zweitaster · Zimmer 101';

async function closeAll(request: APIRequestContext) {
  expect((await request.post('/backend/demo/call/close', { data: {}, headers: SYSTEM })).ok()).toBe(true);
}

async function seriousViolations(page: Page) {
  await settled(page);

  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

// by the demo user in the frame's address: its title follows the language
const app = (page: Page, user: string) => page.frameLocator(`iframe[src*="demoUser=${user}"]`);
const call = (frame: ReturnType<typeof app>) =>
  frame.getByRole('article', { name: /^Patientenruf, Zimmer 101/ });

test.beforeEach(async ({ request }) => closeAll(request));

test('the App tab: three live clients get the call, one accepts, the others lose it, the display names her', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'App' }).click();
  const anna = app(page, 'anna');
  const ben = app(page, 'ben');
  const carla = app(page, 'carla');
  // each pairs its own phone (demo REST token, Pair over /ws/app) and logs in as its demo user: three password
  // checks at once on a CI machine busy with the other project's browser took over 5 s
  for (const [frame, name] of [
    [anna, 'Anna M.'],
    [ben, 'Ben K.'],
    [carla, 'Carla S.'],
  ] as const) {
    await expect(frame.getByText(`${name} · Pflege WB 1`)).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByRole('status').filter({ hasText: 'Verbunden' })).toBeVisible();
    await expect(frame.getByText('Keine Rufe')).toBeVisible();
  }

  await page
    .getByRole('region', { name: ROOM_101 })
    .getByRole('button', { name: 'Ruf', exact: true })
    .click();
  for (const frame of [anna, ben, carla]) await expect(call(frame)).toBeVisible();
  await expect(call(anna)).toContainText('seit 0:');
  await page.screenshot({ path: 'test-results/app-demo-call-de.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await call(ben).getByRole('button', { name: 'Annehmen' }).click();
  await expect(call(ben)).toContainText('Von Ihnen übernommen');
  await expect(call(anna)).toHaveCount(0);
  await expect(call(carla)).toHaveCount(0);
  await expect(anna.getByText('Keine Rufe')).toBeVisible();
  await call(ben).getByRole('button', { name: 'Ich bin da' }).click();
  await expect(call(ben)).toContainText('Sie sind vor Ort');
  await page.screenshot({ path: 'test-results/app-demo-accepted-de.png', fullPage: true });

  // the display card shows who handles it (handled_by_app_username)
  await page.getByRole('tab', { name: 'Visuals' }).click();
  const visuals = page.frameLocator('iframe[title="Visuals: Rufanzeige"]');
  await expect(visuals.getByTestId('call-card').filter({ hasText: 'Zimmer 101' })).toContainText('Ben K.');

  // back on the App tab the frames start again: Hello with the partition's secret, Ben still has his call, and he is there
  await page.getByRole('tab', { name: 'App' }).click();
  await expect(call(ben)).toContainText('Sie sind vor Ort', { timeout: 30_000 });
  await expect(call(anna)).toHaveCount(0);

  // English: the clients follow the demo's language
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'App of Ben K.' })).toBeVisible();
  // the frames start again in English and log in again (see above)
  await expect(ben.getByText('You are there')).toBeVisible({ timeout: 30_000 });
  await expect(anna.getByText('No calls')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/app-demo-accepted-en.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Released: back to the others
  await call(ben).getByRole('button', { name: 'Release' }).click();
  await expect(call(ben)).toHaveCount(0);
  await expect(call(anna)).toContainText('Escalated');
  await expect(call(carla)).toBeVisible();
});

test('a phone without a pairing: a code that cannot be one is said so; an unknown code is refused in the user’s language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/app?storagePartition=e2e-unpaired');
  await expect(page.getByRole('status').filter({ hasText: 'Verbunden' })).toBeVisible();
  const field = page.getByRole('textbox', { name: /^Kopplungscode/ });
  // issue 38: a short code answered 'Die Anfrage war ungültig.'; it is a code error now, before anything is sent
  await field.fill('K7QM-4XTP');
  await page.getByRole('button', { name: 'Koppeln' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Der Code hat zwölf Zeichen in drei Vierergruppen')).toBeVisible();
  await page.screenshot({ path: 'test-results/app-pairing-de.png' });
  await field.fill('k7qm 4xtp 9hrw');
  await page.getByRole('button', { name: 'Koppeln' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dieser Kopplungscode ist unbekannt.');
  expect(await seriousViolations(page)).toEqual([]);
});
