// The call display end to end in Chromium against the backend with its embedded twin (spec 01
// §2 call display, §4 ordering, filtering, profile drawer, close call; ARCHITECTURE §11 connection loss).
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { CALL_TYPE, DEVICE, cards, closeAll, logIn, trigger } from './support.ts';

// Every test has a fresh browser context (empty local storage) and starts without open calls.
test.beforeEach(async ({ request }) => {
  await closeAll(request);
});

test('a button press appears on /display for an anonymous visitor, and disappears when it ends', async ({
  page,
  request,
}) => {
  await page.goto('/display');
  await expect(page.getByText('Keine offenen Rufe')).toBeVisible();
  await trigger(request, CALL_TYPE.alert, DEVICE.room102);
  const card = cards(page).filter({ hasText: 'Zimmer 102' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Wohnbereich 1');
  await expect(card).toContainText('gerade eben');
  await trigger(request, CALL_TYPE.alert, DEVICE.room102, true);
  await expect(card).toHaveCount(0);
});

test('ordering: an emergency goes first, urgent next, then normal calls by how long they wait (spec 01 §4)', async ({
  page,
  request,
}) => {
  await page.goto('/display');
  await trigger(request, CALL_TYPE.alert, DEVICE.room101);
  await expect(cards(page)).toHaveCount(1);
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await trigger(request, CALL_TYPE.bath, DEVICE.bath101);
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).nth(0)).toHaveAttribute('data-urgency', 'EMERGENCY');
  await expect(cards(page).nth(0)).toContainText('Zimmer 103 Bett 1');
  await expect(cards(page).nth(1)).toHaveAttribute('data-urgency', 'URGENT');
  await expect(cards(page).nth(2)).toContainText('Zimmer 101');
  await expect(cards(page).nth(3)).toContainText('Zimmer 201');
});

test('URL parameters filter sections; ignore-listed call types pass (spec 01 §2, §4)', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room101);
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await trigger(request, CALL_TYPE.bath, DEVICE.bath101);
  await page.goto('/display?sections=2');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Zimmer 201');
  await page.goto('/display?sections=2&ignore_sections_filter_for_call_types=3');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText('Bad Zimmer 101');
});

test('a profile created and saved in the drawer changes what shows (spec 01 §2 drawer, §4 profile drawer)', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room101);
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await logIn(page, 'technik');
  await page.goto('/display');
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Anzeige-Einstellungen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Anzeige-Einstellungen' });
  await drawer.getByRole('button', { name: 'Neu' }).click();
  const name = `Station Süd ${Date.now() % 100000}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/display\/station-sued-/);
  await expect(page.getByTestId('profile-badge')).toHaveText(name);
  // Weekday and weekend: all day, display group "Wohnbereich 2".
  for (const which of ['Zeitplan werktags', 'Zeitplan am Wochenende']) {
    await drawer.getByRole('combobox', { name: which }).click();
    await page.getByRole('option', { name: 'Ganztags' }).click();
  }
  const rows = drawer.getByRole('combobox', { name: /Anzeigegruppe 1/ });
  await expect(rows).toHaveCount(2);
  for (const i of [0, 1]) {
    await rows.nth(i).click();
    await page.getByRole('option', { name: 'Wohnbereich 2', exact: true }).click();
  }
  await expect(drawer.getByText('Ungespeicherte Änderungen')).toBeVisible();
  await drawer.getByRole('button', { name: 'Speichern' }).click();
  await expect(drawer.getByText('Ungespeicherte Änderungen')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Zimmer 201');
  // The remembered profile is opened again from the plain display (spec 01 §2).
  await page.goto('/display');
  await expect(page).toHaveURL(/\/display\/station-sued-/);
});

test('closing a call as a permitted user (spec 01 §4 close call)', async ({ page, request }) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room104);
  await logIn(page, 'pflege');
  await page.goto('/display');
  const card = cards(page).filter({ hasText: 'Zimmer 104' });
  await card.hover();
  await card.getByRole('button', { name: 'Ruf beenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ruf beenden' });
  await expect(dialog.getByTestId('call-card')).toContainText('Zimmer 104');
  await dialog.getByRole('button', { name: 'Ruf beenden' }).click();
  await expect(page.getByText('Der Ruf wurde beendet.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
});

test('an anonymous visitor sees no close button and no settings', async ({ page, request }) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room105);
  await page.goto('/display');
  const card = cards(page).filter({ hasText: 'Zimmer 105' });
  await card.hover();
  await expect(card.getByRole('button', { name: 'Ruf beenden' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anzeige-Einstellungen' })).toHaveCount(0);
});

test('connection lost: the banner shows within 2 s, and on return the full current list (ARCHITECTURE §11)', async ({
  page,
  request,
}) => {
  let mode: 'up' | 'silent' | 'refuse' = 'up';
  let refused = 0;
  let pushed = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket('**/ws/backend', (ws) => {
    if (mode === 'refuse') {
      refused += 1;
      void ws.close({ code: 1011, reason: 'backend down' });
      return;
    }
    const server = ws.connectToServer();
    open.push(ws);
    // A silent link: nothing passes either way, the socket stays open (a dead Wi-Fi, a hung proxy).
    ws.onMessage((m) => mode === 'up' && server.send(m));
    server.onMessage((m) => {
      if (mode !== 'up') return;
      pushed ||= String(m).includes('"callsChanged"');
      ws.send(m);
    });
  });
  await trigger(request, CALL_TYPE.alert, DEVICE.room101);
  await page.goto('/display');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId('connection-lost')).toHaveCount(0);
  // connected (the first list also comes over HTTP, maybe before the socket is open)
  await expect.poll(() => pushed).toBe(true);

  // A link that silently stops answering: noticed by the missing pong.
  mode = 'silent';
  const lostAt = Date.now();
  await expect(page.getByTestId('connection-lost')).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - lostAt).toBeLessThan(2_500);
  await expect(page.getByTestId('connection-lost')).toHaveText(
    'Keine Verbindung – Rufe sind möglicherweise nicht aktuell',
  );

  // Backend unreachable; meanwhile a call opens and the first one ends.
  mode = 'refuse';
  for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'gone' });
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await trigger(request, CALL_TYPE.alert, DEVICE.room101, true);
  // The display has tried to come back twice and been refused: what it shows now is what it had.
  const refusedBefore = refused;
  await expect.poll(() => refused - refusedBefore, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('connection-lost')).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Zimmer 101' })).toHaveCount(1);

  // Back: within 6 s the banner goes and the display shows the full current list.
  mode = 'up';
  await expect(page.getByTestId('connection-lost')).toHaveCount(0, { timeout: 6_000 });
  await expect(cards(page)).toHaveCount(1, { timeout: 6_000 });
  await expect(cards(page).first()).toContainText('Zimmer 201');
});
