// The mobile-style layout /pwa end to end on a phone's viewport (390×844) against the real backend and its twin
// (spec 01 §2 mobile-style layout: /pwa -> /pwa/overview, /pwa/overview/incidents needs analytics::manage_incidents,
// /pwa/system and /pwa/system/edit/:id? need systemtree::use_module, /pwa/sync needs systemtree::sync, back returns to
// pwa-system, each page has a title; spec 02 §2 sync's PWA screen; issues 15-18). Uses room 205 (call button node 50,
// pull cord node 51) and room 204's call button (node 46), which no other test relies on. axe-core: no critical or
// serious findings, in German and Italian.
import { expect, test, type Page } from '@playwright/test';
import { CALL_TYPE, closeAll, logIn, trigger } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Every link and button of the bars is a touch target of at least 44 × 44 px (WCAG 2.5.5). */
async function touchTargets(page: Page) {
  const targets = page.locator('header a, header button, nav a, nav button');
  for (const box of await targets.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { w: r.width, h: r.height, text: e.textContent };
    }),
  )) {
    expect(box.w, `${box.text} width`).toBeGreaterThanOrEqual(44);
    expect(box.h, `${box.text} height`).toBeGreaterThanOrEqual(44);
  }
}

test('admin on a phone: a call appears live, a device text is edited from the tree, sync needs a commit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  await page.goto('/pwa');
  await expect(page).toHaveURL(/\/pwa\/overview$/);
  await expect(title(page, 'Übersicht')).toBeVisible();
  await expect(page).toHaveTitle(/^Übersicht · /);
  // no desktop header: the module navigation and the global search are not there
  await expect(page.getByRole('link', { name: 'Analytik' })).toHaveCount(0);
  await expect(bottomNav(page).getByRole('link')).toHaveText(['Übersicht', 'System', 'Synchronisation']);
  const tabs = page.getByRole('navigation', { name: 'Übersicht' });
  await expect(tabs.getByRole('link', { name: 'Rufe' })).toHaveAttribute('aria-current', 'page');

  // spec 01 §4: the open calls live, the most urgent first
  await expect(page.getByRole('heading', { name: /Offene Rufe/ })).toBeVisible();
  const open = page.getByTestId('pwa-open-call');
  await trigger(request, CALL_TYPE.alert, 50);
  await expect(open.filter({ hasText: 'Zimmer 205' })).toBeVisible();
  await trigger(request, CALL_TYPE.emergency, 46);
  await expect(open.first()).toContainText('Zimmer 204');
  await expect(open.first()).toContainText('Notruf');
  await touchTargets(page);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-calls-de.png', fullPage: true });
  await closeAll(request);
  await expect(open).toHaveCount(0);
  await expect(page.getByText('Keine offenen Rufe.')).toBeVisible();

  // the tree as a drill-down list: building -> floor -> room -> devices
  await bottomNav(page).getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/pwa\/system$/);
  await expect(title(page, 'System')).toBeVisible();
  await page.getByRole('button', { name: /^Haus Lindenhof/ }).click();
  await page.getByRole('button', { name: /^2\. Stock/ }).click();
  await page.getByRole('button', { name: /^Zimmer 205/ }).click();
  await expect(page).toHaveURL(/\/pwa\/system\?at=48$/);
  await expect(page.getByRole('navigation', { name: 'Pfad' })).toContainText('Zimmer 205');
  await touchTargets(page);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-system-de.png', fullPage: true });
  await page.getByRole('link', { name: /Zugtaster 205/ }).click();
  await expect(page).toHaveURL(/\/pwa\/system\/edit\/51\?at=48$/);
  await expect(title(page, 'Element bearbeiten')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Langtext')).toHaveValue('Bad Zimmer 205');
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-node-form-de.png', fullPage: true });
  await page.getByLabel('Langtext').fill('Bad 205 Nasszelle');
  await page.getByRole('button', { name: 'Speichern' }).click();
  // saved: back at the level it was opened from, with the new text
  await expect(page).toHaveURL(/\/pwa\/system\?at=48$/);
  await expect(
    page.getByRole('status').filter({ hasText: '«Zugtaster 205» wurde gespeichert.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Zugtaster 205/ })).toContainText('Bad 205 Nasszelle');

  // search over name, texts, serial and number
  await page.getByLabel('Suchen').fill('Nasszelle');
  await expect(page.getByText('1 Treffer')).toBeVisible();
  await expect(page.getByTestId('pwa-node')).toHaveCount(1);

  // sync: the edit waits for publishing; back returns to pwa-system
  await bottomNav(page).getByRole('link', { name: 'Synchronisation' }).click();
  await expect(title(page, 'Synchronisation')).toBeVisible();
  const system = page.getByTestId('pwa-sync-1');
  await expect(system.locator('[data-status]')).toHaveAttribute('data-status', 'needs-commit');
  // status per system: each card its own system's changelog (X-CS-System), as the API answers it
  for (const id of [1, 2]) {
    const res = await page.request.post('/backend/query', {
      data: { query: '{ syncChangelog { changelog { id } } }' },
      headers: { 'X-CS-System': `0${id}` },
    });
    const count = ((await res.json()) as { data: { syncChangelog: { changelog: unknown[] } } }).data
      .syncChangelog.changelog.length;
    await expect(page.getByTestId(`pwa-sync-${id}`)).toContainText(`${count} Änderung`);
  }
  await page.screenshot({ path: 'test-results/pwa-sync-page-de.png', fullPage: true });
  await system.getByRole('button', { name: 'Veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfiguration veröffentlichen?' });
  await expect(dialog).toContainText('bis zu 10 Minuten');
  await touchTargets(page);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-sync-de.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/pwa\/system$/);
});

test('in Italian: incidents assigned to me and closed, the pages titled in the user’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const res = await request.post('/backend/demo/device/condition', {
    data: { device_id: 46, battery: 20 },
    headers: { 'X-CS-System': '01' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await logIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('cs.locale', 'it'));
  await page.goto('/pwa/overview/incidents');
  await expect(title(page, 'Incidenti')).toBeVisible();
  const card = page.locator('[data-testid^="pwa-incident-"]').filter({ hasText: 'Ruftaster 204' });
  await expect(card).toContainText('20%'); // Italian writes no space before '%' (Intl)
  await expect(card).toContainText('Critico');
  await card.getByRole('button', { name: /Assegna a me/ }).click();
  await expect(card).toContainText('Assegnato a me');
  await expect(card).toContainText('admin');
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-incidents-it.png', fullPage: true });
  await card.getByRole('button', { name: /Chiudi/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Chiudere l’incidente?' });
  await dialog.getByRole('button', { name: /^Chiudi l’incidente \d+$/ }).click();
  await expect(card).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Sistema' })
    .click();
  await expect(title(page, 'Sistema')).toBeVisible();
  await page.getByRole('button', { name: /^Haus Lindenhof/ }).click();
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-system-it.png', fullPage: true });
  await page.goto('/pwa/overview');
  await expect(title(page, 'Panoramica')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Chiamate aperte/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ultime 24 ore' })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await noSeriousFindings(page);
  await page.screenshot({ path: 'test-results/pwa-calls-it.png', fullPage: true });
});

test('care staff (call log only): the bottom navigation offers the overview alone; the rest is refused', async ({
  page,
}) => {
  await logIn(page, 'pflege');
  await page.goto('/pwa');
  await expect(title(page, 'Übersicht')).toBeVisible();
  await expect(bottomNav(page).getByRole('link')).toHaveText(['Übersicht']);
  // no incidents tab without analytics::manage_incidents: the overview shows the calls alone
  await expect(page.getByRole('navigation', { name: 'Übersicht' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Offene Rufe/ })).toBeVisible();
  // spec 01 §2 route guard rules: without the permission, 'Zugriff verweigert' and the access-denied page
  for (const path of ['/pwa/sync', '/pwa/system', '/pwa/system/edit/51', '/pwa/overview/incidents']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/no-access$/);
    await expect(
      page.getByText('Ihnen fehlen die benötigten Berechtigungen für diese Aktion.'),
    ).toBeVisible();
  }
});

test('anonymous: /pwa asks for a login and comes back after it', async ({ page }) => {
  await page.goto('/pwa/system');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpwa%2Fsystem$/);
  await page.getByLabel('Benutzername').fill('technik');
  await page.getByLabel('Passwort', { exact: true }).fill('technik');
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/pwa\/system$/);
  await expect(title(page, 'System')).toBeVisible();
  // technik: tree and sync, no incidents
  await expect(bottomNav(page).getByRole('link')).toHaveText(['Übersicht', 'System', 'Synchronisation']);
});

test('small and large phones (360×740, 412×915): nothing wider than the screen; the tree works by keyboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 412, height: 915 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, name] of [
      ['/pwa/overview', 'Übersicht'],
      ['/pwa/overview/incidents', 'Vorfälle'],
      ['/pwa/system?at=48', 'System'],
      ['/pwa/system/edit/50?at=48', 'Element bearbeiten'],
      ['/pwa/sync', 'Synchronisation'],
    ] as const) {
      await page.goto(path);
      await expect(title(page, name)).toBeVisible();
      // every part loaded (ui/busy.tsx: Mantine's loader as a status)
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
    }
  }
  await page.screenshot({ path: 'test-results/pwa-sync-412-de.png', fullPage: true });

  // keyboard: from the search box to the first building, Enter opens its level; Tab reaches the bottom navigation
  await page.goto('/pwa/system');
  await page.getByLabel('Suchen').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Alle Gebäude' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Haus Lindenhof/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pwa\/system\?at=1$/);
  await page.getByRole('button', { name: /^1\. Stock/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '1. Stock bearbeiten' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pwa\/system\/edit\/2\?at=1$/);
  await page.getByRole('link', { name: 'Zurück' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pwa\/system$/);
});
