// Twin button press -> Gets event stream (loopback TCP) -> GetsGateway -> CallService -> callsChanged
// over graphql-ws -> subscriber (ARCHITECTURE §3, §11). 1,000 presses, 10 subscribers, all on loopback
// in one process (the clients share the server's event loop, so the figures include their parsing).
// Run: npx tsx bench/press-to-calls-changed.ts   (or npm run bench press)
// Env: PRESSES (1000), SUBSCRIBERS (10), BACKGROUND_CALLS (20: calls kept open so each push carries a list).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createServer } from '../backend/src/server.ts';

const PRESSES = Number(process.env.PRESSES ?? 1000);
const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 10);
const BACKGROUND_CALLS = Number(process.env.BACKGROUND_CALLS ?? 20);
const PRESS_TIMEOUT_MS = 2_000;
const DEADLINE_MS = 120_000;
const DEVICE = 23; // demo two-button device on floor 1; its alert toggles (spec 02 §4)

// The display's selection (spec 01 §3 Call with its relations).
const QUERY = `subscription { callsChanged { system_id sequence calls { id call_type_id call_type_text call_source_id call_source_text
  section_id section_name number device_text_short device_text_long position duration opened_at closed_at handled_by_app_username
  system_id system_name call_type { id name flag urgency char color sort_order text } call_source { id char }
  section { id name allow_manual_call_closure } system_tree_node { id serial text_short text_long deny_manual_call_closure } } } }`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const ms = (v: number) => v.toFixed(2).padStart(8);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-'));
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: null,
  twin: true,
  restartAnnounceAgainMs: null,
  // No logins here: skip the deliberately slow scrypt of the seeded demo passwords.
  seedPasswordHash: async (p) => `bench$${p}`,
});
const demo = server.services.demo!;
const calls = server.services.calls.system(1)!;
const started = performance.now();
const clients: Client[] = [];
try {
  while (calls.status !== 'online') {
    if (performance.now() - started > 10_000) throw new Error('the twin did not come online');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Background calls: other devices' alerts, so every push carries a realistic list.
  const devices = server.services.systems
    .get(1)!
    .nodes.filter((n) => n.kind === 'radio' && n.id !== DEVICE)
    .map((n) => n.id);
  let background = 0;
  for (const id of devices) {
    if (background >= BACKGROUND_CALLS) break;
    if (demo.trigger(1, { deviceId: id, callTypeId: 4, close: false })) background += 1;
  }
  while (calls.openCalls().length < background) await new Promise((resolve) => setTimeout(resolve, 10));

  // Subscribers: latest sequence seen and when.
  const latest: number[] = new Array(SUBSCRIBERS).fill(-1);
  let onDelivery: ((subscriber: number, sequence: number) => void) | null = null;
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/ws/backend`,
      webSocketImpl: WebSocket,
      connectionParams: { 'X-CS-System': '01' },
      retryAttempts: 0,
    });
    clients.push(client);
    client.subscribe(
      { query: QUERY },
      {
        next: (result) => {
          const sequence =
            (result.data as { callsChanged: { sequence: number } } | undefined)?.callsChanged.sequence ?? -1;
          latest[i] = sequence;
          onDelivery?.(i, sequence);
        },
        error: (e) => console.error('subscriber', i, e),
        complete: () => {},
      },
    );
  }
  while (latest.some((s) => s < 0)) await new Promise((resolve) => setTimeout(resolve, 10));

  const perDelivery: number[] = [];
  const perPressAll: number[] = [];
  let timeouts = 0;
  let presses = 0;
  for (let p = 0; p < PRESSES && performance.now() - started < DEADLINE_MS; p++) {
    const expected = calls.current().change.sequence + 1;
    const got = new Set<number>();
    const t0 = performance.now();
    const allIn = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PRESS_TIMEOUT_MS);
      onDelivery = (subscriber, sequence) => {
        if (sequence < expected || got.has(subscriber)) return;
        got.add(subscriber);
        perDelivery.push(performance.now() - t0);
        if (got.size === SUBSCRIBERS) {
          clearTimeout(timer);
          resolve(true);
        }
      };
    });
    demo.press(1, DEVICE, 'alert');
    presses += 1;
    if (await allIn) perPressAll.push(performance.now() - t0);
    else timeouts += 1;
  }
  onDelivery = null;

  const a = [...perDelivery].sort((x, y) => x - y);
  const b = [...perPressAll].sort((x, y) => x - y);
  console.log(
    `press -> callsChanged, ${SUBSCRIBERS} graphql-ws subscribers, ${background + 1} calls in the list at most, loopback, Node ${process.versions.node}`,
  );
  console.log('measure                          n       p50      p90      p99      max   (ms)');
  console.log(
    `one subscriber's delivery  ${String(a.length).padStart(7)} ${ms(quantile(a, 0.5))} ${ms(quantile(a, 0.9))} ${ms(quantile(a, 0.99))} ${ms(a.at(-1) ?? NaN)}`,
  );
  console.log(
    `all subscribers have it    ${String(b.length).padStart(7)} ${ms(quantile(b, 0.5))} ${ms(quantile(b, 0.9))} ${ms(quantile(b, 0.99))} ${ms(b.at(-1) ?? NaN)}`,
  );
  console.log(
    `presses ${presses}, deliveries ${perDelivery.length} of ${presses * SUBSCRIBERS}, presses timed out (>${PRESS_TIMEOUT_MS} ms) ${timeouts}, wall ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (timeouts > 0 || perDelivery.length !== presses * SUBSCRIBERS) process.exitCode = 1;
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
