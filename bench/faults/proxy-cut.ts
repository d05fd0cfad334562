// Fault (c): the backend's connections to the Gets and to the hubs go through TCP proxies in the harness,
// which cut every connection (and refuse new ones) for 0.5-4 s while calls open and close in the twin, then
// let them through again. Afterwards the list a graphql-ws subscriber (a display) holds must equal
// the twin's open calls, with the link 'online' and every hub online. Default gateway timing (backoff up to
// 10 s), so the figure is what a site would see.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TwinSystem } from '@cs/twin';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createServer } from '../../backend/src/server.ts';
import { TcpProxy, sleep, summary } from './lib.ts';

export interface ProxyReport {
  cycles: number;
  correct: number;
  wrong: number;
  eventsWhileCut: number;
  recoverMs: number[];
  details: string[];
}

interface Change {
  sequence: number;
  link: string | null;
  calls: { id: number; number: number; call_type_id: number }[];
}

const QUERY = 'subscription { callsChanged { sequence link calls { id number call_type_id } } }';
const key = (calls: { number: number; call_type_id: number; id: number }[]) =>
  calls
    .map((c) => `${c.id}:${c.number}:${c.call_type_id}`)
    .sort()
    .join(',');

export async function runProxyCut(
  cycles: number,
  port: number,
  log: (line: string) => void,
): Promise<ProxyReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-proxy-'));
  const twins = new Map<number, TwinSystem>();
  const server = await createServer({
    port,
    host: '127.0.0.1',
    dataDir,
    staticDir: null,
    restartAnnounceAgainMs: null,
    seedPasswordHash: async (p) => `bench$${p}`,
    simulation: { onTwin: (id, twin) => twins.set(id, twin) },
  });
  const demo = server.services.demo!;
  const twin = twins.get(1)!;
  const targets = demo.targets.get(1)!;
  const proxies: TcpProxy[] = [];
  const report: ProxyReport = {
    cycles: 0,
    correct: 0,
    wrong: 0,
    eventsWhileCut: 0,
    recoverMs: [],
    details: [],
  };
  let latest: Change | null = null;
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/ws/backend`,
    webSocketImpl: WebSocket,
    connectionParams: { 'X-CS-System': '01' },
    retryAttempts: 0,
  });
  try {
    // Put a proxy in front of the twin's Gets and every hub, then make the gateways reconnect through them.
    const gets = targets.gets!;
    const getsProxy = new TcpProxy(gets.port, gets.host);
    await getsProxy.listen(port + 1);
    proxies.push(getsProxy);
    gets.port = getsProxy.port;
    let next = port + 2;
    for (const [hubId, hub] of targets.hubs) {
      const proxy = new TcpProxy(hub.port, hub.host);
      await proxy.listen(next++);
      proxies.push(proxy);
      targets.hubs.set(hubId, { ...hub, port: proxy.port });
    }
    twin.getsFault({ offline: true });
    for (const hubId of targets.hubs.keys()) twin.hubOffline(hubId, true);
    await sleep(300);
    twin.getsFault({ offline: false });
    for (const hubId of targets.hubs.keys()) twin.hubOffline(hubId, false);

    client.subscribe<{ callsChanged: Change }>(
      { query: QUERY },
      { next: (r) => void (latest = r.data?.callsChanged ?? latest), error: () => {}, complete: () => {} },
    );
    const devices = server.services.systems
      .get(1)!
      .nodes.filter((n) => n.kind === 'radio')
      .map((n) => n.id)
      .slice(0, 30);
    const open = new Set<number>();
    const toggle = () => {
      const device = devices[Math.floor(Math.random() * devices.length)]!;
      const close = open.has(device);
      if (demo.trigger(1, { deviceId: device, callTypeId: 4, close })) {
        if (close) open.delete(device);
        else open.add(device);
        return true;
      }
      return false;
    };
    const settled = () => {
      const hubsOnline = server.services.hubs.hubs(1).every((h) => h.status === 'online');
      const l = latest as Change | null;
      return l !== null && l.link === 'online' && hubsOnline && key(l.calls) === key(twin.openCalls());
    };
    const waitSettled = async (ms: number) => {
      const t0 = performance.now();
      while (performance.now() - t0 < ms) {
        if (settled()) return performance.now() - t0;
        await sleep(20);
      }
      return null;
    };
    if ((await waitSettled(20_000)) === null)
      throw new Error('the backend did not come online through the proxies');
    if (getsProxy.connections === 0) throw new Error('the Gets gateway did not reconnect through the proxy');

    for (let c = 0; c < cycles; c++) {
      for (let i = 0; i < 5; i++) toggle();
      await sleep(200);
      for (const p of proxies) p.cut();
      const cutMs = 500 + Math.random() * 3_500;
      const cutEnd = performance.now() + cutMs;
      while (performance.now() < cutEnd) {
        if (toggle()) report.eventsWhileCut += 1;
        await sleep(100 + Math.random() * 200);
      }
      for (const p of proxies) p.restore();
      report.cycles += 1;
      const recovered = await waitSettled(20_000);
      if (recovered === null) {
        report.wrong += 1;
        const l = latest as Change | null;
        report.details.push(
          `cycle ${c + 1}: after 20 s link ${l?.link}, subscriber ${l?.calls.length} calls, twin ${twin.openCalls().length}, hubs ${server.services.hubs
            .hubs(1)
            .map((h) => h.status)
            .join('/')}`,
        );
      } else {
        report.correct += 1;
        report.recoverMs.push(recovered);
      }
    }
  } finally {
    await client.dispose();
    for (const p of proxies) await p.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  void log;
  return report;
}

export function printProxyCut(r: ProxyReport, log: (line: string) => void): void {
  log(
    `Gets and hub connections cut (0.5-4 s) and restored through TCP proxies: ${r.cycles} cycles, ${r.eventsWhileCut} call events while cut`,
  );
  log(`  open-call list correct afterwards (= twin, link online, hubs online): ${r.correct} of ${r.cycles}`);
  log('  restore -> correct list (ms)   n      p50      p90      p99      max');
  log(`                           ${summary(r.recoverMs)}`);
  for (const d of r.details) log(`  ${d}`);
}
