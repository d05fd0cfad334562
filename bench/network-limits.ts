// The largest messages a Gets and a hub legitimately send, for the limits on what the backend reads from them
// (docs/protocols.md §3-§6, issue 33): the twin of a generated hospital (seed 3) with every call every device can
// have open at once, served on real sockets. Prints each message's size against the limit the backend applies.
// Then a hostile Gets: every connection gets a snapshot and then 64 MB without a line end; the backend's gateway
// against it for ROUNDS reconnects, with the process's peak RSS and the event loop's worst delay (what every other
// request of the backend waits).
// Run: npx tsx bench/network-limits.ts   (or npm run bench network-limits). Env: BEDS (1000), ROUNDS (3).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { realClock, SimulatedClock } from '@cs/contracts/clock';
import { CONFIG_KINDS } from '@cs/contracts/gets';
import { createTwinSystem, generateWard, serveTwin } from '@cs/twin';
import { MAX_ANSWER_BYTES, MAX_GETS_LINE_BYTES } from '../backend/src/gateways/network-limits.ts';
import { GetsNetworkGateway } from '../backend/src/gateways/gets-network-gateway.ts';
import { snapshotLine } from '../backend/src/test-support/scripted-peers.ts';

const BEDS = Number(process.env.BEDS ?? 1000);
const ward = generateWard({ seed: 3, size: { beds: BEDS } });
const system = createTwinSystem({ ward, clock: new SimulatedClock(Date.UTC(2025, 0, 6, 8)) });
let open = 0;
for (const device of ward.devices)
  for (const type of ward.callTypes)
    if (system.trigger({ deviceId: device.id, callTypeId: type.id })) open += 1;
const served = await serveTwin({ system });

/** The first line of the Gets' event stream: the snapshot of every open call and device. */
const snapshotBytes = await new Promise<number>((resolve, reject) => {
  const socket = connect(served.gets.port, served.gets.host, () =>
    socket.write(JSON.stringify({ type: 'hello', ...served.gets, client: 'bench' }) + '\n'),
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    const all = Buffer.concat(chunks);
    const newline = all.indexOf(0x0a);
    if (newline < 0) return;
    resolve(newline + 1);
    socket.destroy();
  });
  socket.on('error', reject);
});

const auth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const bytesOf = async (url: string, authorization: string) =>
  (await (await fetch(url, { headers: { authorization } })).arrayBuffer()).byteLength;
const gets = `http://${served.gets.host}:${served.gets.port}/api/v1`;
const getsAuth = auth(served.gets.username, served.gets.password);
const hub = served.hubs[0]!;
const hubUrl = `http://${hub.host}:${hub.port}/api/v1`;

const rows: Array<[string, number, number]> = [
  ['Gets stream: snapshot line', snapshotBytes, MAX_GETS_LINE_BYTES],
];
for (const path of ['/calls', '/devices', '/status'])
  rows.push([`Gets GET ${path}`, await bytesOf(gets + path, getsAuth), MAX_ANSWER_BYTES]);
for (const kind of CONFIG_KINDS)
  rows.push([
    `Gets GET /config/${kind}`,
    await bytesOf(`${gets}/config/${kind}`, getsAuth),
    MAX_ANSWER_BYTES,
  ]);
const hubAuth = auth(hub.username, hub.password);
for (const path of ['/status', '/devices'])
  rows.push([`hub 1 GET ${path}`, await bytesOf(hubUrl + path, hubAuth), MAX_ANSWER_BYTES]);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `${BEDS} beds (seed 3): ${ward.devices.length} devices, ${ward.nodes.length} nodes, ${open} open calls`,
);
console.log('| message | size | limit | margin |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, size, limit] of rows)
  console.log(`| ${name} | ${kb(size)} | ${kb(limit)} | ${(limit / size).toFixed(0)}x |`);
await served.close();
system.stop();

const ROUNDS = Number(process.env.ROUNDS ?? 3);
// The hostile Gets runs in a process of its own, so its writing costs this process (the backend's) nothing.
const HOSTILE = `
  const net = require('node:net');
  const x = Buffer.alloc(65536, 120);
  net.createServer((s) => {
    s.on('error', () => {});
    s.once('data', () => {
      s.write(${JSON.stringify(JSON.stringify(snapshotLine(1)) + '\n')});
      let left = 1024;
      const more = () => { while (left > 0 && !s.destroyed) { left--; if (!s.write(x)) return void s.once('drain', more); } };
      more();
    });
  }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
const child = spawn(process.execPath, ['-e', HOSTILE], { stdio: ['ignore', 'pipe', 'inherit'] });
const hostilePort = Number((await once(child.stdout, 'data'))[0]);
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const gateway = new GetsNetworkGateway({
  target: () => ({ host: '127.0.0.1', port: hostilePort, username: 'u', password: 'p' }),
  clock: realClock,
  backoff: { initialMs: 10, maxMs: 10 },
  faultLog: () => undefined,
});
const statuses: string[] = [];
gateway.on((e) => void (e.type === 'status' && statuses.push(e.status)));
const t0 = performance.now();
gateway.start();
// The old gateway never calls it a fault: it reads until the 64 MB are in, then the silence drops it after 30 s.
while (gateway.protocolFaults < ROUNDS && performance.now() - t0 < 60_000)
  await new Promise((r) => setTimeout(r, 5));
const took = performance.now() - t0;
await gateway.stop();
delay.disable();
clearInterval(sampler);
child.kill();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(`\nhostile Gets, ${ROUNDS} connections of a snapshot and 64 MB without a line end:`);
console.log('| faults | time | statuses | RSS before | RSS peak | event loop delay p50 / p99 / max |');
console.log('| ---: | ---: | --- | ---: | ---: | ---: |');
console.log(
  `| ${gateway.protocolFaults} | ${took.toFixed(0)} ms | ${statuses.join(', ')} | ${mb(rssBefore)} | ${mb(rssPeak)} | ${[50, 99].map((p) => (delay.percentile(p) / 1e6).toFixed(0)).join(' / ')} / ${(delay.max / 1e6).toFixed(0)} ms |`,
);
