// The wall display's first paint (ARCHITECTURE §12a, issue 37): the backend answers /display with the open calls'
// cards in its HTML, the browser hydrates them without a single difference React would report, and the first push
// replaces the server's list (a call closed in between goes, one opened comes, the others stay the same elements).
import { expect, test, type ConsoleMessage, type Page, type WebSocketRoute } from '@playwright/test';
import { CALL_TYPE, DEVICE, cards, closeAll, logIn, trigger } from './support.ts';

test.beforeEach(async ({ request }) => {
  await closeAll(request);
});

/** Every error or warning the page logs or throws (React reports a hydration mismatch as either). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    // Chromium's own note when a socket still connecting is closed (the live link starting again under load); the
    // display reconnects and the assertions below see its calls. Not React's, so not a hydration report.
    if (
      /^WebSocket connection to .* failed: WebSocket is closed before the connection is established/.test(
        m.text(),
      )
    )
      return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('cs:hydrated').length > 0);

test('the page as it arrives holds the open calls: without JavaScript they show', async ({
  browser,
  request,
}) => {
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  await trigger(request, CALL_TYPE.alert, DEVICE.room102);
  const html = await (await request.get('/display')).text();
  expect(html).toContain('data-ssr');
  expect(html).toMatch(/aria-label="Zimmer 103 Bett 1, [^"]*"/);
  expect(html).toMatch(/aria-label="Zimmer 102, [^"]*"/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/display');
    await expect(cards(page)).toHaveCount(2);
    // ordered as the display orders them (spec 01 §4): the emergency first
    await expect(cards(page).first()).toHaveAttribute('data-urgency', 'EMERGENCY');
  } finally {
    await context.close();
  }
});

test('hydration: no difference between the server and the browser, in German and in a profile in French', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  await trigger(request, CALL_TYPE.presence, DEVICE.room104);
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await page.goto('/display');
  await hydrated(page);
  // live: the freshness line comes with the first push
  await expect(page.getByTestId('freshness')).toBeVisible();
  await page.goto('/display?locale=fr&fontsize=larger');
  await hydrated(page);
  await expect(page.getByTestId('freshness')).toBeVisible();
  await expect(cards(page).first()).toContainText('Zimmer 103 Bett 1');
  expect(problems).toEqual([]);
});

test('the first push replaces the server list: the closed call goes, the new one comes, the rest stay', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  await trigger(request, CALL_TYPE.alert, DEVICE.room102);
  await trigger(request, CALL_TYPE.alert, DEVICE.room101);
  // The live connection waits until the calls changed after the render.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket('**/ws/backend', (ws: WebSocketRoute) => {
    const waiting: Array<string | Buffer> = [];
    // Held, the link still answers the display's pings: a ping unanswered for a second is a dead link, which the
    // display ends and opens again (apollo-client.ts keepAlive), and a loaded machine is slower than that.
    ws.onMessage((m) => (/"type":"ping"/.test(String(m)) ? ws.send('{"type":"pong"}') : waiting.push(m)));
    void released.then(() => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => ws.send(m));
      for (const m of waiting) server.send(m);
    });
  });
  await page.goto('/display');
  await hydrated(page);
  await expect(cards(page)).toHaveCount(2);
  // the card that stays is marked: the same element after the push, not a new one
  await cards(page)
    .filter({ hasText: 'Zimmer 101' })
    .evaluate((el) => ((el as HTMLElement & { kept?: boolean }).kept = true));
  await trigger(request, CALL_TYPE.alert, DEVICE.room102, true);
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  release();
  await expect(cards(page).filter({ hasText: 'Zimmer 103 Bett 1' })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Zimmer 102' })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  expect(
    await cards(page)
      .filter({ hasText: 'Zimmer 101' })
      .evaluate((el) => (el as HTMLElement & { kept?: boolean }).kept),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('a signed-in browser and an unavailable system get the page the browser draws, with the calls', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room102);
  // The query for system 7 fails on the server (HTTP 424 in the browser): the browser draws it, falls back, says so.
  const unavailable = await (await request.get('/display?system=7')).text();
  expect(unavailable).not.toContain('data-ssr');
  await page.goto('/display?system=7');
  await expect(cards(page).filter({ hasText: 'Zimmer 102' })).toBeVisible({ timeout: 6_000 });
  await logIn(page, 'pflege');
  const signedIn = await page.request.get('/display');
  expect(await signedIn.text()).not.toContain('data-ssr');
  await page.goto('/display');
  await expect(cards(page).filter({ hasText: 'Zimmer 102' })).toBeVisible({ timeout: 6_000 });
});

test('the CSP lets the first-paint script run by its nonce, and nothing else inline', async ({ request }) => {
  const response = await request.get('/display');
  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
  // the data block (not run) and the first-paint script (with this response's nonce)
  expect(inline.filter((a) => !a.includes('type="application/json"'))).toEqual([` nonce="${nonce}"`]);
});
