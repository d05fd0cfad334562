// /tree/connections end to end in Chromium against the real backend (spec 01 §2 "/tree/connections needs
// systemtree::manage_devices; modal /tree/connections/edit/:id?"; spec 02 §3 interconnections; spec 02 §5 "Active
// interconnections are read-only."; spec 01 §7 displaygroup.updated: on display, refetch the relations). An
// interconnection SHARES: while the demo's "Nacht WB 1 zu WB 2" is switched on, a display of Wohnbereich 2's group
// shows a call of Wohnbereich 1 as well, and Wohnbereich 1's display still shows it. It is switched off again at the
// end (the other tree tests share this server).
import { expect, test, type Page } from '@playwright/test';
import { CALL_TYPE, cards, closeAll, DEVICE, logIn, trigger } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

/** Demo display groups (twin/src/ward/display-groups.ts): 3 Wohnbereich 1, 4 Wohnbereich 2; schedule 20 all day. */
const displayOf = (group: number) =>
  `/display?wd_schedule=20&wd_groups=${group}&we_schedule=20&we_groups=${group}`;

test('switched on, Wohnbereich 2’s display shows a call of Wohnbereich 1 too; switched off, no longer (spec 02 §3, §5)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  await closeAll(page.request);
  const wb1 = await context.newPage();
  const wb2 = await context.newPage();
  await wb1.goto(displayOf(3));
  await wb2.goto(displayOf(4));
  await trigger(page.request, CALL_TYPE.alert, DEVICE.room101);
  await trigger(page.request, CALL_TYPE.alert, DEVICE.room201);
  const room101 = (display: Page) => cards(display).filter({ hasText: '101' });
  const form = page.getByRole('dialog');
  const enabled = form.getByRole('switch', { name: /^Eingeschaltet|^Switched on/ });
  try {
    await expect(room101(wb1)).toHaveCount(1);
    await expect(cards(wb2).filter({ hasText: '201' })).toHaveCount(1);
    await expect(room101(wb2)).toHaveCount(0);

    // German: from the tree to the list, the demo's connection opened and switched on
    await page.goto('/tree');
    await page.getByRole('link', { name: 'Mitanzeigen' }).click();
    await expect(page).toHaveURL(/\/tree\/connections$/);
    const table = page.getByRole('table', { name: 'Mitanzeigen' });
    await table.getByRole('link', { name: 'Nacht WB 1 zu WB 2' }).click();
    await expect(page).toHaveURL(/\/tree\/connections\/edit\/1$/);
    await enabled.check();
    await expect(form.getByText('die Rufe des Bereichs erscheinen jetzt auch')).toBeVisible();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Mitanzeige wurde gespeichert.')).toBeVisible();

    // shared: both displays show the call of room 101; Wohnbereich 2's its own call as well
    await expect(room101(wb2)).toHaveCount(1);
    await expect(cards(wb2)).toHaveCount(2);
    await expect(room101(wb1)).toHaveCount(1);
    await wb2.screenshot({ path: 'test-results/connections-display-wb2-shared.png' });

    // the enabled one is read-only in the list and the form, axe clean
    await expect(table.getByText('Eingeschaltet, schreibgeschützt')).toBeVisible();
    await noSeriousFindings(page);
    await page.screenshot({ path: 'test-results/connections-list-de.png', fullPage: true });
    await table.getByRole('link', { name: 'Nacht WB 1 zu WB 2' }).click();
    await expect(form.getByText('Diese Mitanzeige ist eingeschaltet')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await noSeriousFindings(page);
    await page.screenshot({ path: 'test-results/connections-form-de.png', fullPage: true });

    // English, by keyboard: the switch turned off with Space, saved with Enter
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
    await page
      .getByRole('table', { name: 'Call sharing' })
      .getByRole('link', { name: 'Nacht WB 1 zu WB 2' })
      .press('Enter');
    await expect(form.getByText('This call sharing is switched on')).toBeVisible();
    await enabled.focus();
    await page.keyboard.press('Space');
    await expect(enabled).not.toBeChecked();
    await form.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Call sharing has been saved.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Call sharing' }).getByRole('img', { name: 'Off' }),
    ).toBeVisible();
    await noSeriousFindings(page);
    await page.screenshot({ path: 'test-results/connections-list-en.png', fullPage: true });
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await page
      .getByRole('table', { name: 'Partages d’appels' })
      .getByRole('link', { name: 'Nacht WB 1 zu WB 2' })
      .click();
    await expect(form.getByText('Un partage d’appels activé affiche les appels')).toBeVisible();
    await page.screenshot({ path: 'test-results/connections-form-fr.png', fullPage: true });
    await form.getByRole('button', { name: 'Annuler' }).click();

    // no longer shared: gone from Wohnbereich 2's display, still on Wohnbereich 1's
    await expect(room101(wb2)).toHaveCount(0);
    await expect(cards(wb2)).toHaveCount(1);
    await expect(room101(wb1)).toHaveCount(1);
  } finally {
    const res = await page.request.post('/backend/query', {
      data: {
        query: 'mutation { updateInterconnection(input: { id: 1, is_enabled: false }) { id } }',
      },
      headers: { 'X-CS-System': '01' },
    });
    expect(res.ok()).toBe(true);
    await page
      .getByRole('combobox', { name: /^(Sprache|Language|Langue)$/ })
      .selectOption({ label: 'Deutsch' });
    await closeAll(page.request);
  }
});

test('a user without systemtree::manage_devices has no way to the list and is refused it (spec 01 §2)', async ({
  page,
}) => {
  await logIn(page, 'technik');
  await page.goto('/tree');
  await expect(page.getByRole('link', { name: 'Sortieren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitanzeigen' })).toHaveCount(0);
  await page.goto('/tree/connections');
  await expect(page).toHaveURL(/\/no-access$/);
});
