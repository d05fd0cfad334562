// /sync end to end in Chromium against the real backend and the twin's Gets (spec 02 §2 sync screen, §4 sync
// with the configurator): a section renamed through the API shows as needs-commit with both sides of the field,
// the commit is confirmed (publishing takes up to 10 minutes and blocks changes), its steps show live, and the
// system ends in sync; in English too. axe-core: no critical or serious findings.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

async function renameSection(page: Page, name: string) {
  const res = await page.request.post('/backend/query', {
    data: {
      query: 'mutation($input: AdminSectionInput!) { updateSection(input: $input) { id name } }',
      variables: { input: { id: 1, name } },
    },
    headers: { 'X-CS-System': '01' },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

const status = (page: Page) => page.locator('[data-status]');

test('technik: a renamed section needs a commit; publishing shows its steps and ends in sync', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'technik');
  await renameSection(page, 'Wohnbereich Rosen');
  await page.goto('/sync');
  await expect(page.getByRole('heading', { name: 'Synchronisation', level: 1 })).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-status', 'needs-commit');
  await expect(status(page)).toHaveText('Änderungen noch nicht veröffentlicht');
  // the header's indicator says so too (spec 01 §2 main layout: the dot while a commit is pending)
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('link', { name: 'Synchronisation: Änderungen warten auf die Veröffentlichung' }),
  ).toBeVisible();
  const sections = page.getByRole('table', { name: /Bereiche/ });
  await expect(sections.getByRole('row', { name: /Wohnbereich Rosen/ })).toContainText(
    'Geändert in der Verwaltung',
  );
  await page.mouse.move(1, 700);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/sync-de.png', fullPage: true });

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfiguration veröffentlichen?' });
  await expect(dialog).toContainText('bis zu 10 Minuten');
  await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
  // spec 01 §4: the commit popup with the steps live, the header dimmed and unusable meanwhile
  const popup = page.getByRole('dialog', { name: 'Die Konfiguration wird veröffentlicht' });
  await expect(popup).toContainText('bis zu 10 Minuten');
  await expect(page.locator('header')).toHaveAttribute('inert', '');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Veröffentlichung läuft' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Veröffentlichung läuft' })).toBeVisible();
  await expect(popup.locator('[aria-current="step"]')).toHaveText(/Senden|Synchronisieren|Prüfen/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: 'test-results/sync-progress-de.png', fullPage: true });
  await expect(main.locator('[aria-current="step"]')).toHaveText(/Senden|Synchronisieren|Prüfen/);
  await expect(status(page)).toHaveAttribute('data-status', 'in-sync', { timeout: 60_000 });
  await expect(popup).toBeHidden();
  await expect(page.locator('header')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { name: 'Die Konfiguration wurde veröffentlicht.' })).toBeVisible();
  await expect(page.getByText('Keine Unterschiede.')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Synchronisation mit dem Konfigurator' })).toBeVisible({
    timeout: 10_000,
  });
});

test('en français : a commit started elsewhere holds the user on /sync with the popup until it ends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'technik');
  await renameSection(page, 'Wohnbereich Tulpen');
  await page.goto('/log');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  // another console (here: the API) starts the commit; this one hears getsconfig.commit (spec 01 §4, §7)
  const res = await page.request.post('/backend/query', {
    data: { query: 'mutation { commitGetsConfig { commit { step } } }' },
    headers: { 'X-CS-System': '01' },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  const popup = page.getByRole('dialog', { name: 'Publication de la configuration' });
  await expect(popup).toContainText('jusqu’à 10 minutes');
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.locator('header')).toHaveAttribute('inert', '');
  // held there: another page sends the user back while the commit runs
  await page.goto('/log');
  await expect(page).toHaveURL(/\/sync$/);
  await expect(popup).toBeVisible();
  await expect(popup.locator('[aria-current="step"]')).toHaveText(/Envoi|Synchronisation|Vérification/, {
    timeout: 30_000,
  });
  await page.mouse.move(1, 700);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/sync-popup-fr.png', fullPage: true });
  await expect(popup).toBeHidden({ timeout: 60_000 });
  await expect(page.locator('header')).not.toHaveAttribute('inert');
  await page.goto('/log');
  await expect(page).toHaveURL(/\/log$/);
});

test('in English: the status and the changelog speak the user’s language', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'technik');
  await renameSection(page, 'Wohnbereich Nelken');
  await page.goto('/sync');
  await expect(page.getByRole('heading', { name: 'Synchronisation', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(status(page)).toHaveText('Changes not yet published');
  await expect(page.getByRole('table', { name: /Sections/ })).toContainText('Changed in the administration');
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/sync-en.png', fullPage: true });
});
