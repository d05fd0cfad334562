// Chaos ("never blank"; ARCHITECTURE §9, §11): each of the display's requests fails once, in turn, at
// page load and later (after the live connection dropped, when the display fetches again what it may have
// missed). Every time, an emergency opened meanwhile is on screen within 6 s, and no error callout stays once the
// next attempt succeeded. Failures are the ones a backend restart or a proxy hiccup causes: an HTTP 502 for a
// query or the display's code, a socket closed at once (1011, which graphql-ws never retries by itself), a
// subscription refused.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { CALL_TYPE, DEVICE, cards, closeAll, trigger } from './support.ts';

type Fault =
  | { kind: 'query'; operation: string }
  | { kind: 'chunk' }
  | { kind: 'socket' }
  | { kind: 'subscription'; operation: string };

const AT_LOAD: Fault[] = [
  { kind: 'query', operation: 'AppData' },
  { kind: 'query', operation: 'DisplayProfiles' },
  { kind: 'query', operation: 'CallDisplayRelations' },
  { kind: 'query', operation: 'ActiveDisplayNotes' },
  { kind: 'chunk' },
  { kind: 'socket' },
  { kind: 'subscription', operation: 'CallsChanged' },
  { kind: 'subscription', operation: 'SystemMessages' },
];
/** What the display asks for again after its live connection came back. */
const AFTER_RECONNECT: Fault[] = AT_LOAD.filter(
  (f) => !(f.kind === 'chunk' || (f.kind === 'query' && f.operation === 'AppData')),
);
const nameOf = (f: Fault) => (f.kind === 'query' || f.kind === 'subscription' ? f.operation : f.kind);
const EMERGENCY_WITHIN_MS = 6_000;

/** Routes that fail the armed request once; `fired` tells whether it did. */
async function chaos(page: Page) {
  let armed: Fault | null = null;
  let fired = false;
  let pushed = false;
  const sockets: WebSocketRoute[] = [];
  const take = (matches: (f: Fault) => boolean) => {
    if (!armed || !matches(armed)) return false;
    armed = null;
    fired = true;
    return true;
  };
  await page.route('**/backend/query**', (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (take((f) => f.kind === 'query' && f.operation === operation))
      return route.fulfill({ status: 502, body: 'Bad Gateway' });
    return route.continue();
  });
  await page.route('**/assets/display-screen-*.js', (route) =>
    take((f) => f.kind === 'chunk') ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
  );
  await page.routeWebSocket('**/ws/backend', (ws) => {
    if (take((f) => f.kind === 'socket')) return void ws.close({ code: 1011, reason: 'chaos' });
    const server = ws.connectToServer();
    sockets.push(ws);
    ws.onMessage((message) => {
      const msg = JSON.parse(String(message)) as { id?: string; type: string; payload?: { query?: string } };
      const operation = /subscription (\w+)/.exec(msg.payload?.query ?? '')?.[1];
      if (msg.type === 'subscribe' && take((f) => f.kind === 'subscription' && f.operation === operation)) {
        ws.send(JSON.stringify({ id: msg.id, type: 'error', payload: [{ message: 'chaos' }] }));
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => {
      pushed ||= String(message).includes('"callsChanged"');
      ws.send(message);
    });
  });
  return {
    arm: (fault: Fault) => {
      armed = fault;
      fired = false;
    },
    fired: () => fired,
    /** a callsChanged push came through the live connection (the first list also comes over HTTP, earlier) */
    pushed: () => pushed,
    /** The live connection drops (a backend restart): graphql-ws reconnects. */
    dropSocket: async () => {
      for (const ws of sockets.splice(0)) await ws.close({ code: 1001, reason: 'going away' });
    },
  };
}

const emergency = (page: Page) => cards(page).filter({ hasText: 'Zimmer 103 Bett 1' });

test.beforeEach(async ({ request }) => {
  await closeAll(request);
});

for (const fault of AT_LOAD)
  test(`${nameOf(fault)} fails once at page load: the emergency shows within 6 s`, async ({
    page,
    request,
  }) => {
    const faults = await chaos(page);
    faults.arm(fault);
    await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
    await page.goto('/display');
    await expect(emergency(page)).toBeVisible({ timeout: EMERGENCY_WITHIN_MS });
    await expect(emergency(page)).toHaveAttribute('data-urgency', 'EMERGENCY');
    // the list also comes over HTTP: the emergency may show before the socket's request was even sent
    await expect.poll(() => faults.fired(), { message: `${nameOf(fault)} was not failed` }).toBe(true);
    await expect(emergency(page)).toBeVisible();
    // The failure's callout goes by itself once the next attempt succeeded.
    await expect(page.getByTestId('panel-error')).toHaveCount(0, { timeout: EMERGENCY_WITHIN_MS });
  });

for (const fault of AFTER_RECONNECT)
  test(`${nameOf(fault)} fails once after a reconnect: the emergency shows within 6 s`, async ({
    page,
    request,
  }) => {
    const faults = await chaos(page);
    await page.goto('/display');
    await expect(page.getByText('Keine offenen Rufe')).toBeVisible();
    // connected: only then is a dropped socket a reconnect
    await expect.poll(() => faults.pushed()).toBe(true);
    faults.arm(fault);
    await faults.dropSocket();
    await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
    await expect(emergency(page)).toBeVisible({ timeout: EMERGENCY_WITHIN_MS });
    await expect.poll(() => faults.fired(), { message: `${nameOf(fault)} was not failed` }).toBe(true);
    await expect(page.getByTestId('panel-error')).toHaveCount(0, { timeout: EMERGENCY_WITHIN_MS });
  });

// With the server's first paint (ARCHITECTURE §12a): a backend slow to answer anything, the page itself included (its
// server render then waits for its queries too), still ends with the emergency on screen within 6 s. A failed render
// or a failed query of the render sends the browser-drawn page (backend/src/http/display-page.test.ts; the unavailable
// system in first-paint.e2e.ts), on which every case above holds.
test('a slow backend: every answer half a second late, page and code included, the emergency shows within 6 s', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  await page.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const started = Date.now();
  await page.goto('/display', { waitUntil: 'commit' });
  await expect(emergency(page)).toBeVisible({ timeout: EMERGENCY_WITHIN_MS });
  expect(Date.now() - started).toBeLessThan(EMERGENCY_WITHIN_MS);
  await expect(emergency(page)).toHaveAttribute('data-urgency', 'EMERGENCY');
});
