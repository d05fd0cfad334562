// The tree end to end in Chromium against the real backend and the demo facility (spec 01 §2 tree area, /home
// redirects, route guard rules; spec 02 §3 system tree node and its inheritance flags). admin lands on /tree,
// opens a floor with the keyboard, filters, and sees where a device's texts come from; in English too. A user
// without systemtree::use_module (pflege) is sent to the call log by the tree's guard. A presence has its own badge,
// not an open call's (issue 38). axe-core: no critical or serious findings.
import { expect, test, type Page } from '@playwright/test';
import { closeAll, DEVICE, logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

const item = (page: Page, name: string) =>
  page.getByRole('treeitem', { name: new RegExp(`^${name}( |,|$)`) });
const details = (page: Page) => page.getByRole('region', { name: /Details/ });

test('admin: /home leads to the tree; expand, filter, and a node shows its inherited texts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  // spec 01 §2 /home: systemtree use_module (a superuser holds it) goes to the tree.
  await expect(page).toHaveURL(/\/tree$/);
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(page.getByRole('tree', { name: 'Anlagenbaum' })).toBeVisible();

  // The top level is open: the floors show; a floor opens with the keyboard (arrow right).
  await expect(item(page, '1. Stock')).toBeVisible();
  await expect(item(page, 'Zimmer 101')).toHaveCount(0);
  await item(page, '1. Stock').click(); // a click selects and opens
  await expect(item(page, 'Zimmer 101')).toBeVisible();
  await item(page, '1. Stock').press('ArrowLeft'); // closes again
  await expect(item(page, 'Zimmer 101')).toHaveCount(0);
  await item(page, '1. Stock').press('ArrowRight');
  await item(page, '1. Stock').press('ArrowDown');
  await expect(item(page, 'Zimmer 101')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown'); // the resident
  await page.keyboard.press('ArrowDown'); // the call button (the bath pull cord follows)
  await expect(item(page, 'Ruftaster 101')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/node=23/);

  // spec 02 §3 inherit_text_long: the button of a one-bed room shows the room's long text.
  const box = details(page);
  await expect(box.getByRole('heading', { name: 'Ruftaster 101' })).toBeVisible();
  const longText = box.getByRole('row', { name: /Langtext/ });
  await expect(longText).toContainText('Zimmer 101');
  await expect(longText).toContainText('geerbt von Zimmer 101');
  await expect(box.getByRole('row', { name: /Kurztext/ })).not.toContainText('geerbt');
  await noSeriousFindings(page, { pointerAway: true });

  // The filter keeps the matches and what is above them, opened.
  await page.getByLabel('Baum filtern').fill('Tobler');
  await expect(page.getByText('2 Treffer')).toBeVisible();
  await expect(item(page, 'Hansueli Tobler')).toBeVisible();
  await expect(item(page, 'Zimmer 101')).toHaveCount(0);
  await item(page, 'Medaillon Tobler').click();
  await expect(box.getByRole('row', { name: /Kurztext/ })).toContainText('geerbt von Hansueli Tobler');
  await expect(box.getByRole('row', { name: /Weglaufprofil/ })).toContainText('geerbt von Hansueli Tobler');
  // Section and flight profile 1 are different things with the same id: each keeps its own name and source.
  const section = box.getByRole('row', { name: /Bereich/ });
  // (its name as the section list has it now: the keyboard and sync tests rename 'Wohnbereich 1')
  await expect(section).toContainText(/Wohnbereich \S+/);
  await expect(section).not.toContainText('Weglaufschutz');
  await expect(section).toContainText('geerbt von 1. Stock');
  await expect(box.getByRole('row', { name: /Rufquelle/ })).toContainText('Medail.');
  await page.screenshot({ path: 'test-results/tree-de.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(box.getByRole('row', { name: /Short text/ })).toContainText('inherited from Hansueli Tobler');
  await page.getByLabel('Filter the tree').fill('');
  await expect(item(page, 'Zimmer 101')).toBeVisible();
  await page.screenshot({ path: 'test-results/tree-en.png', fullPage: true });
  await noSeriousFindings(page, { pointerAway: true });
});

test('a clicked row stays under the pointer, and a double click opens the form of that row', async ({
  page,
}) => {
  // A short window: the open floors are longer than the tree's panel, which scrolls.
  await page.setViewportSize({ width: 1280, height: 640 });
  await logIn(page, 'admin');
  await expect(page).toHaveURL(/\/tree$/);
  await item(page, '1. Stock').click();
  await item(page, '2. Stock').click();
  await expect(item(page, 'Zimmer 201')).toBeVisible();
  // The lowest room wholly in view (in the panel, above the page's footer): brought to the middle of the panel, it
  // would leave the pointer for another row.
  await page.evaluate(() => window.scrollTo(0, 0));
  const name = await page.evaluate(() => {
    const panel = document.querySelector('[role="tree"]')?.parentElement?.getBoundingClientRect();
    const bottom = Math.min(panel?.bottom ?? 0, window.innerHeight - 48);
    const rooms = [...document.querySelectorAll('[role="treeitem"][aria-level="3"] p')].filter((name) =>
      name.textContent?.startsWith('Zimmer '),
    );
    return rooms.filter((r) => r.getBoundingClientRect().bottom <= bottom).at(-1)?.textContent ?? null;
  });
  expect(name).toMatch(/^Zimmer \d+$/);
  const row = item(page, name as string);
  const before = await row.boundingBox();
  await row.click();
  await expect(page).toHaveURL(/node=\d+/);
  await expect(details(page).getByRole('heading', { name: name as string })).toBeVisible();
  expect((await row.boundingBox())?.y).toBe(before?.y);

  await row.dblclick();
  const dialog = page.getByRole('dialog', { name: 'Element bearbeiten' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name as string);
});

test('a presence is staff in the room, not an open call: its own badge, and the room lists it (issue 38)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await closeAll(page.request);
  // the nurse presses presence on Zimmer 101's call point: no call is open, she is there
  const res = await page.request.post('/backend/demo/device/press', {
    data: { device_id: DEVICE.room101, button: 'presence' },
    headers: { 'X-CS-System': '01' },
  });
  expect(res.ok()).toBe(true);
  await logIn(page, 'admin');
  await expect(page).toHaveURL(/\/tree$/);
  await item(page, '1. Stock').click();
  const room = item(page, 'Zimmer 101');
  // the row says what is there in words: one presence, no open call (was: a red '1', '1 offene Rufe')
  await expect(room).toHaveAccessibleName(/1 Anwesenheit/);
  await expect(room).not.toHaveAccessibleName(/offene|offener/);
  await room.click(); // selects and opens the room
  await expect(item(page, 'Ruftaster 101')).toHaveAccessibleName(/1 Anwesenheit/);
  // the room's details: no open calls, and the presence on its call point
  const box = details(page);
  await expect(box.getByRole('heading', { name: 'Zimmer 101' })).toBeVisible();
  await expect(box.getByText('Keine offenen Rufe')).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Anwesenheiten' })).toBeVisible();
  await expect(box.getByText(/Ruftaster 101, seit \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/tree-presence-de.png' });
  await noSeriousFindings(page, { pointerAway: true });
  await closeAll(page.request);
});

test('a user without systemtree::use_module is sent away from /tree by the route guard (spec 01 §2)', async ({
  page,
}) => {
  await logIn(page, 'pflege');
  await page.goto('/tree');
  // spec 01 §2 route guard rules: no tree permission, but the call log: to /log.
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole('link', { name: 'Übersicht' })).toHaveCount(0);
});
