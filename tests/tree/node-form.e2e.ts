// The node form /tree/edit/:id? end to end in Chromium against the real backend and the demo facility (spec 01 §2
// tree area; spec 02 §3 system tree node, §4 device rules, §5 field rules; spec 01 §6 systemtree permissions).
// Uses the second floor's bath pull cord 202 (node 36) and room 202 (node 33), which no other test relies on.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

const details = (page: Page) => page.getByRole('region', { name: /Details/ });

test('admin changes a device long text in the form and sees it in the tree (spec 02 §3 texts)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  await page.goto('/tree?node=36');
  await expect(details(page).getByRole('heading', { name: 'Zugtaster 202' })).toBeVisible();
  await details(page).getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page).toHaveURL(/\/tree\/edit\/36\?node=36$/);
  const dialog = page.getByRole('dialog', { name: 'Element bearbeiten' });
  await expect(dialog.getByLabel('Langtext')).toHaveValue('Bad Zimmer 202');
  // The parent path and the inherited section (spec 02 §3 inherit_section) with where it comes from.
  await expect(dialog.getByRole('navigation', { name: 'Pfad' })).toContainText('Zimmer 202');
  await expect(dialog.getByLabel('Bereich')).toHaveValue(/geerbt von 2\. Stock/);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/node-form-de.png', fullPage: true });

  // spec 02 §5: 19 characters at most; the server's message shows on the field and nothing is saved.
  await dialog.getByLabel('Langtext').fill('Badezimmer Zimmer 202');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Höchstens 19 Zeichen erlaubt.')).toBeVisible();

  await dialog.getByLabel('Langtext').fill('Bad 202 Nasszelle');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/tree\?node=36$/);
  await expect(details(page).getByRole('row', { name: /Langtext/ })).toContainText('Bad 202 Nasszelle');
});

test('deleting a node with children is refused with the catalogue message (spec 02 §4, §5 typed phrase)', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto('/tree/edit/33?node=33');
  const dialog = page.getByRole('dialog', { name: 'Element bearbeiten' });
  await expect(dialog.getByText('Unterelemente (3)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Element löschen?' });
  await expect(confirm.getByText('Dieses Element hat untergeordnete Elemente.')).toBeVisible();
  const remove = confirm.getByRole('button', { name: 'Löschen' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Geben Sie zur Bestätigung «Zimmer 202» ein').fill('Zimmer 202');
  await remove.click();
  await expect(confirm.getByRole('alert').filter({ hasText: 'nicht gelöscht' })).toContainText(
    '«Zimmer 202» hat untergeordnete Elemente und kann nicht gelöscht werden.',
  );
  await noSeriousFindings(page);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/tree\?node=33$/);
  await expect(details(page).getByRole('heading', { name: 'Zimmer 202' })).toBeVisible();

  // The same form in English (the user's language, spec 01 §9).
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await page.goto('/tree/edit/33?node=33');
  await expect(page.getByRole('dialog', { name: 'Edit element' }).getByText('Children (3)')).toBeVisible();
  await page.screenshot({ path: 'test-results/node-form-en.png', fullPage: true });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
});

test('a user with only systemtree::use_module sees every field read-only (spec 01 §6)', async ({ page }) => {
  await logIn(page, 'technik');
  await page.goto('/tree/edit/36?node=36');
  const dialog = page.getByRole('dialog', { name: 'Element bearbeiten' });
  await expect(dialog.getByText('Sie dürfen dieses Element ansehen, aber nicht ändern.')).toBeVisible();
  for (const label of [/^Name/, /^Kurztext/, /^Seriennummer/, /^Kommentar/])
    await expect(dialog.getByRole('textbox', { name: label })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  await noSeriousFindings(page);
});
