// /sync end to end in Chromium against the real backend and the twin's Gets (spec 02 §2 sync screen, §4 sync
// with the configurator): a section renamed through the API shows as needs-commit with both sides of the field,
// each field named as the administration names it, the commit is confirmed (publishing takes up to 10 minutes and
// blocks changes), its steps show live on the screen (once: no popup over it on /sync), and the system ends in sync;
// in French and English too. axe-core: no critical or serious findings.
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
  const renamed = sections.getByRole('row', { name: /Wohnbereich Rosen/ });
  await expect(renamed).toContainText('Geändert in der Verwaltung');
  // issue 38: the field by its label in the administration, not the column's name
  await expect(renamed.locator('[data-field="name"]')).toHaveText('Name');
  await page.mouse.move(1, 700);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/sync-de.png', fullPage: true });

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfiguration veröffentlichen?' });
  await expect(dialog).toContainText('bis zu 10 Minuten');
  await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
  // spec 01 §4: the steps live, the header dimmed and unusable meanwhile; on /sync the screen shows them, and the
  // shell's commit popup does not show them a second time over its table (issue 38)
  await expect(page.getByRole('banner').filter({ hasText: 'Care Call Console' })).toHaveAttribute(
    'inert',
    '',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Veröffentlichung läuft' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Veröffentlichung läuft' })).toBeVisible();
  await expect(main.locator('[aria-current="step"]')).toHaveText(/Senden|Synchronisieren|Prüfen/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: 'Veröffentlichung läuft' })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Die Konfiguration wird veröffentlicht' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/sync-progress-de.png', fullPage: true });
  await expect(status(page)).toHaveAttribute('data-status', 'in-sync', { timeout: 60_000 });
  await expect(page.getByRole('banner').filter({ hasText: 'Care Call Console' })).not.toHaveAttribute(
    'inert',
  );
  await expect(page.getByRole('heading', { name: 'Die Konfiguration wurde veröffentlicht.' })).toBeVisible();
  await expect(page.getByText('Keine Unterschiede.')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Synchronisation mit dem Konfigurator' })).toBeVisible({
    timeout: 10_000,
  });
});

test('en français : the changelog in French; a commit started elsewhere holds the user on /sync until it ends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'technik');
  await renameSection(page, 'Wohnbereich Tulpen');
  await page.goto('/log');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await page.goto('/sync');
  const renamed = page.getByRole('table', { name: /Secteurs/ }).getByRole('row', { name: /Tulpen/ });
  await expect(renamed).toContainText('Modifié dans l’administration');
  await expect(renamed.locator('[data-field="name"]')).toHaveText('Nom');
  await page.mouse.move(1, 700);
  await page.screenshot({ path: 'test-results/sync-fr.png', fullPage: true });
  await page.goto('/log');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  // another console (here: the API) starts the commit; this one hears getsconfig.commit (spec 01 §4, §7)
  const res = await page.request.post('/backend/query', {
    data: { query: 'mutation { commitGetsConfig { commit { step } } }' },
    headers: { 'X-CS-System': '01' },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.getByRole('banner').filter({ hasText: 'Care Call Console' })).toHaveAttribute(
    'inert',
    '',
  );
  // held there: another page sends the user back while the commit runs
  await page.goto('/log');
  await expect(page).toHaveURL(/\/sync$/);
  const main = page.getByRole('main');
  await expect(main.locator('[aria-current="step"]')).toHaveText(
    /Envoi|Synchronisation|Vérification|Finalisation/,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('dialog', { name: 'Publication de la configuration' })).toHaveCount(0);
  await page.mouse.move(1, 700);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/sync-progress-fr.png', fullPage: true });
  await expect(page.getByRole('banner').filter({ hasText: 'Care Call Console' })).not.toHaveAttribute(
    'inert',
    { timeout: 60_000 },
  );
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
