// A date in an admin form with the calendar (issue 14: Mantine's date inputs; spec 01 §9 dd.MM.yyyy HH:mm): the
// calendar opens from the field, speaks the user's language, is used with the keyboard, keeps the typed time,
// and has no serious accessibility finding.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { settled } from '../a11y/axe-support.ts';

test('a post-it’s start picked in the calendar, with the keyboard, in German and English', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto('/admin/displaynotes/edit');
  const form = page.getByRole('dialog', { name: 'Post-it' });
  const from = form.getByLabel(/^Anzeigen ab/);
  await from.fill('05.03.2027 15:30');
  await form.getByRole('button', { name: 'Datum im Kalender wählen' }).first().click();
  const day = page.getByRole('button', { name: '5 März 2027', exact: true });
  await expect(day).toBeVisible();
  await page.screenshot({ path: 'test-results/date-picker-de.png' });
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`),
  ).toEqual([]);
  // The keyboard: the picked day has focus; the arrow moves a week on, Enter takes it.
  await expect(day).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('12.03.2027 15:30');
  await expect(from).toBeVisible();

  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: 'Verwerfen' })
    .click()
    .catch(() => undefined);
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await page.goto('/admin/displaynotes/edit');
  const formEn = page.getByRole('dialog', { name: 'Post-it' });
  await formEn.getByRole('button', { name: 'Pick the date in a calendar' }).first().click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await page.screenshot({ path: 'test-results/date-picker-en.png' });
});
