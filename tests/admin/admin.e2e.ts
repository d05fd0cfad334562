// Administration end to end in Chromium: the seeded admin creates a schedule with a wrong
// time order and sees the translated error (spec 02 §5 time_overlap), fixes it, creates a display
// group and uses both in a section, edits a call type colour and sees it on the display; a user
// without admin::manage_system gets the access denied path (spec 01 §2 route guard rules).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAll, logIn, trigger } from '../display/support.ts';

const dialog = (page: Page) => page.getByRole('dialog');
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('schedule with a wrong time order, fixed; a display group and a section using them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/systemparams$/);
  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Zeitpläne' }).click();
  await page.getByRole('button', { name: 'Neu' }).click();
  const form = dialog(page);
  await form.getByLabel(/^Name/).fill('Frühdienst');
  await form.getByLabel(/^Zeit 1/).fill('14:00');
  await form.getByLabel(/^Zeit 2/).fill('06:00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Die Zeit muss später als die vorherige sein.')).toBeVisible();
  await expect(form.getByLabel(/^Zeit 2/)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(/^Zeit 1/).fill('06:00');
  await form.getByLabel(/^Zeit 2/).fill('14:00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  // Notifications show one at a time (spec 01 §4): the success follows the earlier error's 5 s.
  await expect(page.getByText('Zeitplan wurde gespeichert.')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/admin\/schedules$/);
  await expect(page.getByRole('table', { name: 'Zeitpläne' }).getByText('Frühdienst')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Anzeigegruppen' })
    .click();
  await page.getByRole('button', { name: 'Neu' }).click();
  await dialog(page).getByLabel(/^Name/).fill('Frühdienst Bad');
  await dialog(page).getByRole('button', { name: 'Verbindung hinzufügen' }).click();
  await choose(page, dialog(page).getByRole('combobox', { name: 'Bereich 1' }), 'Wohnbereich 1');
  await choose(page, dialog(page).getByRole('combobox', { name: 'Rufart 1' }), 'Bad-Ruf');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Anzeigegruppe wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Anzeigegruppen' }).getByText('Frühdienst Bad')).toBeVisible();

  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Bereiche' }).click();
  await page.getByRole('table', { name: 'Bereiche' }).getByText('Wohnbereich 1').click();
  await choose(page, dialog(page).getByRole('combobox', { name: /^Zeitplan werktags/ }), 'Frühdienst');
  await choose(
    page,
    dialog(page).getByRole('combobox', { name: 'Anzeigegruppe werktags 1' }),
    'Frühdienst Bad',
  );
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bereich wurde gespeichert.')).toBeVisible();

  // What the display reads for this system now holds the new schedule and group.
  const res = await page.request.post('/backend/query', {
    data: {
      query:
        '{ callDisplayRelations { schedules { name } displayGroups { name connections { section_id call_type_id } } } }',
    },
    headers: { 'X-CS-System': '01' },
  });
  const relations = (
    (await res.json()) as {
      data: {
        callDisplayRelations: {
          schedules: { name: string }[];
          displayGroups: { name: string; connections: unknown[] }[];
        };
      };
    }
  ).data.callDisplayRelations;
  expect(relations.schedules.map((s) => s.name)).toContain('Frühdienst');
  expect(relations.displayGroups.find((g) => g.name === 'Frühdienst Bad')?.connections).toEqual([
    { section_id: 1, call_type_id: 3 },
  ]);
});

test('a call type colour edited in admin shows on the display', async ({ page, request }) => {
  await closeAll(request);
  await logIn(page, 'admin');
  await page.goto('/admin/calltypes');
  await page.getByRole('table', { name: 'Rufarten' }).getByText('Ruf', { exact: true }).click();
  const color = dialog(page).getByRole('textbox', { name: /^Farbe/ });
  await color.fill('#123456');
  await color.press('Tab');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Rufart wurde gespeichert.')).toBeVisible();

  await trigger(request, 4, 23);
  await page.goto('/display');
  const card = page.getByTestId('call-card').first();
  await expect(card).toBeVisible();
  await expect(card.locator('[style*="rgb(18, 52, 86)"]')).toHaveCount(1);
  await closeAll(request);
});

test('without admin::manage_system: the access denied path', async ({ page }) => {
  await logIn(page, 'pflege');
  await page.goto('/admin/schedules');
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(
    page.getByText('Ihnen fehlen die benötigten Berechtigungen für diese Aktion.').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verwaltung' })).toHaveCount(0);
});
