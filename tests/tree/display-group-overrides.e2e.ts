// /tree/displaygroupoverrides end to end in Chromium against the real backend (spec 01 §2 tree area; spec 02 §4
// "An active display group override blocks edits of schedules and of data for the affected section or device.";
// spec 02 §5 interconnection rules). The override made here is switched off again at the end: the tree's other
// end-to-end tests edit devices of the second floor (section 2).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an override is created active, blocks the covered device, and is switched off again (spec 02 §4, §5)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  await page.goto('/tree');
  await page.getByRole('link', { name: 'Umleitungen' }).click();
  await expect(page).toHaveURL(/\/tree\/displaygroupoverrides$/);
  const table = page.getByRole('table', { name: 'Umleitungen' });
  await expect(table.getByText('Nachtwache alle Bereiche')).toBeVisible();

  await page.getByRole('button', { name: 'Neu' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Name/).fill('Nacht zweiter Stock');
  await choose(page, form.getByRole('combobox', { name: /^Bereiche/ }).first(), 'Wohnbereich 2');
  await choose(page, form.getByRole('combobox', { name: /^Anzeigegruppe/ }).first(), 'Nacht: dringende Rufe');
  await form.getByRole('switch', { name: /^Aktiv/ }).check();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/display-group-override-form-de.png', fullPage: true });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Umleitung wurde gespeichert.')).toBeVisible();
  await expect(table.getByText('Nacht zweiter Stock')).toBeVisible();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/display-group-overrides-de.png', fullPage: true });

  // The pull cord of room 202 is in section 2: its data cannot change while the override is active.
  await page.goto('/tree/edit/36?node=36');
  const node = page.getByRole('dialog', { name: 'Element bearbeiten' });
  await node.getByRole('textbox', { name: /^Kommentar/ }).fill('Zugschnur ersetzt');
  await node.getByRole('button', { name: 'Speichern' }).click();
  await expect(node.getByRole('alert')).toContainText(
    'Die aktive Umleitung «Nacht zweiter Stock» betrifft diese Daten',
  );
  await node.getByRole('button', { name: 'Abbrechen' }).click();
  const discard = page.getByRole('button', { name: 'Verwerfen' });
  if (await discard.isVisible()) await discard.click();

  // Switched off (the one change an active override allows), the device is free again.
  await page.goto('/tree/displaygroupoverrides');
  await table.getByText('Nacht zweiter Stock').click();
  await page
    .getByRole('dialog')
    .getByRole('switch', { name: /^Aktiv/ })
    .uncheck();
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Umleitung wurde gespeichert.')).toBeVisible();

  // The list in English (spec 01 §9).
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('table', { name: 'Diversions' })).toBeVisible();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/display-group-overrides-en.png', fullPage: true });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
});

test('a user without systemtree::see_display_group_overrides is refused the list (spec 01 §2)', async ({
  page,
}) => {
  await logIn(page, 'technik');
  await page.goto('/tree');
  await expect(page.getByRole('link', { name: 'Sortieren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umleitungen' })).toHaveCount(0);
  await page.goto('/tree/displaygroupoverrides');
  await expect(page).toHaveURL(/\/no-access$/);
});
