// Display groups in app management end to end in Chromium (spec 01 §2 /appmanagement/displaygroups and the group
// form's nested modal groups/edit/:groupid/displayGroups/:id?, app::manage_display_groups; spec 01 §6): a user
// whose only role is app management's (no admin permission at all) creates a display group on its page, then a
// user group whose display group they create from the group form's nested modal without losing the form; the
// admin area stays closed to them. German and French screenshots, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../display/support.ts';
import { settled } from '../a11y/axe-support.ts';

const dialog = (page: Page) => page.getByRole('dialog').last();
const nav = (page: Page, name = 'App-Verwaltung') => page.getByRole('navigation', { name });

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** axe over this screen, without the shell's notifications over it (closed first). */
async function seriousViolations(page: Page) {
  const notification = page.locator('.mantine-Notification-root');
  for (let i = 0; i < 5 && (await notification.count()) > 0; i++)
    await notification.getByRole('button').last().click();
  await expect(notification).toHaveCount(0);
  await settled(page);

  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A connection row of the display group form: section 1 (by either of its names) and the bath call. */
async function connectBath(page: Page, section: string, callType: string, add: string) {
  await dialog(page).getByRole('button', { name: add }).click();
  // section 1 by either name: the admin keyboard test, earlier on the same server, renames it 'Wohnbereich Eins'
  await choose(page, dialog(page).getByRole('combobox', { name: section }), /^Wohnbereich (1|Eins)$/);
  await choose(page, dialog(page).getByRole('combobox', { name: callType }), 'Bad-Ruf');
}

test('an app-only manager keeps display groups in app management and creates one from the group form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await page.request.post('/backend/query', { data: { query, variables } });
    const body = (await res.json()) as { data: Record<string, { id: number }>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { createRole } = await gql('mutation($input: AdminRoleInput!) { createRole(input: $input) { id } }', {
    input: {
      name: 'App-Anzeigen',
      permissions: ['app::use_module', 'app::manage_user_groups', 'app::manage_display_groups'],
    },
  });
  await gql('mutation($input: AdminUserInput!) { createUser(input: $input) { id } }', {
    input: {
      name: 'appanzeige',
      password: 'appanzeige',
      password_repeat: 'appanzeige',
      roles: [createRole!.id],
    },
  });
  await page.request.post('/backend/logout', { data: {} });
  await logIn(page, 'appanzeige');

  // spec 01 §2: /appmanagement goes to the first child this user may open (groups)
  await page.goto('/appmanagement');
  await expect(page).toHaveURL(/\/appmanagement\/groups$/);
  await nav(page).getByRole('link', { name: 'Anzeigegruppen' }).click();
  await expect(page).toHaveURL(/\/appmanagement\/displaygroups$/);
  await page.getByRole('button', { name: 'Neu' }).click();
  await expect(page).toHaveURL(/\/appmanagement\/displaygroups\/edit$/);
  await dialog(page).getByLabel(/^Name/).fill('App Flur');
  await connectBath(page, 'Bereich 1', 'Rufart 1', 'Verbindung hinzufügen');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Anzeigegruppe wurde gespeichert.')).toBeVisible();
  const list = page.getByRole('table', { name: 'Anzeigegruppen' });
  await expect(list.getByText('App Flur')).toBeVisible();
  await page.screenshot({ path: 'test-results/appmanagement-displaygroups-de.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // a new user group; its display group comes from the nested modal, over the unsaved group form
  await nav(page).getByRole('link', { name: 'Benutzergruppen' }).click();
  // the groups' list first: a click on 'Neu' before the route changed opened a new display group (CI, under load)
  await expect(page).toHaveURL(/\/appmanagement\/groups$/);
  await page.getByRole('button', { name: 'Neu' }).click();
  await dialog(page).getByLabel(/^Name/).fill('Flurdienst');
  await choose(page, dialog(page).getByRole('combobox', { name: 'Bereich' }), /^Wohnbereich (1|Eins)$/);
  await dialog(page).getByRole('button', { name: 'Neue Anzeigegruppe' }).click();
  await expect(page).toHaveURL(/\/appmanagement\/groups\/edit\/-1\/displayGroups$/);
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await dialog(page).getByLabel(/^Name/).fill('App Flur Nacht');
  await connectBath(page, 'Bereich 1', 'Rufart 1', 'Verbindung hinzufügen');
  await page.screenshot({ path: 'test-results/appmanagement-group-displaygroup-de.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/appmanagement\/groups\/edit\/-1$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // one notification at a time (spec 01 §4): the display group's is closed, so the group's shows at once after
  // its save (queued behind it, it came up to 5 s later and missed its wait under load)
  const notice = page.locator('.mantine-Notification-root');
  await expect(notice.getByText('Anzeigegruppe wurde gespeichert.')).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  // the group form kept its input and has the new display group chosen
  await expect(dialog(page).getByLabel(/^Name/)).toHaveValue('Flurdienst');
  await expect(dialog(page).getByRole('button', { name: 'App Flur Nacht bearbeiten' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Benutzergruppe wurde gespeichert.')).toBeVisible();
  const groups = page.getByRole('table', { name: 'Benutzergruppen' });
  // stored with it: the group opens with the display group chosen
  await groups.getByRole('link', { name: 'Flurdienst', exact: true }).click();
  await expect(dialog(page).getByRole('button', { name: 'App Flur Nacht bearbeiten' })).toBeVisible();
  await page.keyboard.press('Escape');

  // the admin area stays closed (spec 01 §2 route guard: no admin::use_module, no admin::manage_system)
  await page.goto('/admin/displaygroups');
  await expect(page).toHaveURL(/\/no-access/);

  // French: the same page in the user's other language
  await page.goto('/appmanagement/displaygroups');
  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Groupes d’affichage' })).toBeVisible();
  await expect(
    nav(page, 'Gestion de l’app').getByRole('link', { name: 'Groupes d’affichage' }),
  ).toBeVisible();
  await page
    .getByRole('table', { name: 'Groupes d’affichage' })
    .getByRole('link', { name: 'App Flur', exact: true })
    .click();
  await expect(dialog(page).getByRole('combobox', { name: 'Type d’appel 1' })).toHaveValue('Bad-Ruf');
  await page.screenshot({ path: 'test-results/appmanagement-displaygroups-fr.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByLabel('Langue').selectOption('de');
});
