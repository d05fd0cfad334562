// Notes on a device end to end in Chromium against the real backend (spec 02 §3 "Note (on a device): text,
// author, created_at. Presets: battery replaced, defective, elevator lockdown, in repair, lost, replaced";
// relations: latest_note; spec 01 §9 dd.MM.yyyy HH:mm in every language). Uses the call button of room 104
// (node 19), which no other test of this project touches.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

const details = (page: Page) => page.getByRole('region', { name: /Details/ });
const STAMP = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, admin/;

test('a preset note and a free text from the keyboard, newest first, the latest in the details (German, English)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  await page.goto('/tree/edit/19?node=19');
  const dialog = page.getByRole('dialog', { name: 'Element bearbeiten' });
  const notes = dialog.getByRole('group', { name: 'Notizen' });
  await expect(notes.getByText('Noch keine Notizen.')).toBeVisible();

  // A preset with one press: the pointer
  await notes.getByRole('button', { name: 'Batterie ersetzt' }).click();
  const list = notes.getByRole('list', { name: 'Notizen, neueste zuerst' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Batterie ersetzt');
  await expect(list.getByRole('listitem').first()).toContainText(STAMP);

  // The keyboard: Tab from the preset to the next one and Enter; then a free text typed and Enter (not saving the node)
  await notes.getByRole('button', { name: 'Batterie ersetzt' }).focus();
  await page.keyboard.press('Tab');
  await expect(notes.getByRole('button', { name: 'Defekt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await notes.getByRole('textbox', { name: 'Eigene Notiz' }).focus();
  await page.keyboard.type('Taster klemmt, Techniker informiert');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Taster klemmt, Techniker informiert');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Defekt');
  await expect(dialog).toBeVisible();
  // A blank text: the catalogue's message under the field, nothing added
  await page.keyboard.press('Enter');
  await expect(notes.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await noSeriousFindings(page);
  await notes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/node-notes-de.png', fullPage: true });

  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/tree\?node=19$/);
  await expect(details(page).getByRole('row', { name: /Letzte Notiz/ })).toContainText(
    'Taster klemmt, Techniker informiert',
  );
  await expect(details(page).getByRole('row', { name: /Letzte Notiz/ })).toContainText(STAMP);

  // English: the presets and the stored ones in the user's language, the same date format
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await page.goto('/tree/edit/19?node=19');
  const en = page.getByRole('dialog', { name: 'Edit element' }).getByRole('group', { name: 'Notes' });
  await en.getByRole('button', { name: 'Elevator lockdown' }).click();
  const enList = en.getByRole('list', { name: 'Notes, newest first' });
  await expect(enList.getByRole('listitem')).toHaveCount(4);
  await expect(enList.getByRole('listitem').first()).toContainText('Elevator lockdown');
  await expect(enList.getByRole('listitem').first()).toContainText(STAMP);
  await expect(enList.getByRole('listitem').nth(2)).toContainText('Defective');
  await noSeriousFindings(page);
  await en.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/node-notes-en.png', fullPage: true });
  await page.getByRole('dialog', { name: 'Edit element' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(details(page).getByRole('row', { name: /Latest note/ })).toContainText('Elevator lockdown');
  await page.screenshot({ path: 'test-results/node-notes-details-en.png', fullPage: true });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
});

test('a user who may not edit the device reads its notes without the presets (spec 01 §6)', async ({
  page,
}) => {
  await logIn(page, 'technik');
  await page.goto('/tree/edit/19?node=19');
  const notes = page
    .getByRole('dialog', { name: 'Element bearbeiten' })
    .getByRole('group', { name: 'Notizen' });
  await expect(
    notes.getByRole('list', { name: 'Notizen, neueste zuerst' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(notes.getByRole('button', { name: 'Batterie ersetzt' })).toHaveCount(0);
  await expect(notes.getByRole('textbox', { name: 'Eigene Notiz' })).toHaveCount(0);
});
