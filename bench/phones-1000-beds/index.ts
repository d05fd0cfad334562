// 1,000 simulated phones on a 1,000-bed ward (issue 19 budget): the backend (backend.ts, a process of its own)
// plays the twin's generated 1,000-bed ward; this process runs PHONES of the twin's simulated phones
// (twin/src/phones: XState actors over a WebSocket each, silent nurses) that pair and log in over /ws/app, one care
// group per section. Then calls for DURATION_S: RATE alerts a second on the ward's two-button devices, each closed
// HOLD_S later (so unanswered calls escalate after 60 s and are resent). Prints the backend's memory (RSS, heap)
// with the ward alone, with the phones logged in and after the calls, and press -> Call at each phone of the
// call's section. Run: npm run bench -- phones-1000   Env: PHONES (1000), BEDS (1000), RATE (1), DURATION_S (120),
// HOLD_S (75). The press travels over IPC to the backend (the time counts from before it is sent).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { realClock } from '@cs/contracts/clock';
import type { AppServerMessage } from '@cs/contracts/app';
import { SimulatedPhone } from '@cs/twin';
import { BENCH_PASSWORD, benchToken } from '../lib/app-fixtures.ts';

const PHONES = Number(process.env.PHONES ?? 1000);
const RATE = Number(process.env.RATE ?? 1);
const DURATION_S = Number(process.env.DURATION_S ?? 120);
const HOLD_S = Number(process.env.HOLD_S ?? 75);
const LOGINS_AT_ONCE = 25;

type Usage = NodeJS.MemoryUsage;
type Reading = { raw: Usage; afterGc: Usage; connected?: number; openCalls?: number };
interface Ready {
  url: string;
  beds: number;
  devices: number;
  sections: number[];
  twoButtons: number[];
  sectionOf: Record<string, number>;
  wardOnly: Reading;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const child = fork(path.join(here, 'backend.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, PHONES: String(PHONES) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const next = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
  });
const readMemory = async (tag: string) => {
  const reading = next<Reading>('memory');
  child.send({ type: 'memory', tag });
  return reading;
};

const ready = await next<Ready>('ready');
const phonesIn = new Map<number, number>();
for (let i = 0; i < PHONES; i++) {
  const section = ready.sections[i % ready.sections.length]!;
  phonesIn.set(section, (phonesIn.get(section) ?? 0) + 1);
}

// ---- press -> Call at each phone ----
const pressedAt = new Map<number, number>();
const delivered = new Map<number, number>();
const perDelivery: number[] = [];
const perPress: number[] = [];
const onMessage = (message: AppServerMessage) => {
  if (message.type !== 'Call' || message.call.offer !== 'offered') return;
  const device = message.call.device_number;
  const t0 = pressedAt.get(device);
  if (t0 === undefined) return;
  const now = performance.now();
  perDelivery.push(now - t0);
  const n = (delivered.get(device) ?? 0) + 1;
  delivered.set(device, n);
  if (n === phonesIn.get(ready.sectionOf[device]!)) perPress.push(now - t0);
};

// ---- pair and log in, LOGINS_AT_ONCE at a time; each waits for its LoggedIn (an event, not a time) ----
const phones: SimulatedPhone[] = [];
const t0Login = performance.now();
for (let start = 0; start < PHONES; start += LOGINS_AT_ONCE) {
  const batch = Array.from({ length: Math.min(LOGINS_AT_ONCE, PHONES - start) }, (_, k) => start + k);
  await Promise.all(
    batch.map(
      (i) =>
        new Promise<void>((resolve, reject) => {
          const phone = new SimulatedPhone({
            url: `${ready.url.replace(/^http/, 'ws')}/ws/app`,
            token: benchToken(i),
            user: `nurse${i}`,
            password: BENCH_PASSWORD,
            behaviour: {
              answer: 'ignore',
              responseMeanS: 5,
              walkMeanS: 60,
              lossEveryMeanMin: 0,
              lossMeanS: 0,
            },
            seed: i + 1,
            clock: realClock,
            onMessage: (m) => {
              if (m.type === 'LoggedIn') resolve();
              else if (m.type === 'Refused') reject(new Error(`phone ${i}: refused ${m.key}`));
              else onMessage(m);
            },
          });
          phones.push(phone);
          phone.start();
        }),
    ),
  );
}
const loginS = (performance.now() - t0Login) / 1000;
const withPhones = await readMemory('phones');

// ---- the calls: RATE a second on devices without an open call, each closed HOLD_S later ----
const order = [...ready.twoButtons].sort((a, b) => ((a * 7919) % 1009) - ((b * 7919) % 1009));
let cursor = 0;
let pressed = 0;
const open = new Set<number>();
const closers: NodeJS.Timeout[] = [];
const t0Calls = performance.now();
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    if (performance.now() - t0Calls >= DURATION_S * 1000) {
      clearInterval(tick);
      return resolve();
    }
    const device = order[cursor++ % order.length]!;
    if (open.has(device)) return;
    open.add(device);
    delivered.set(device, 0);
    pressedAt.set(device, performance.now());
    child.send({ type: 'press', device });
    pressed++;
    closers.push(
      setTimeout(() => {
        pressedAt.delete(device);
        child.send({ type: 'press', device });
        open.delete(device);
      }, HOLD_S * 1000),
    );
  }, 1000 / RATE);
});
const openAtEnd = open.size;
const afterCalls = await readMemory('calls');
for (const timer of closers) clearTimeout(timer);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0).padStart(6);
const ms = (v: number) => v.toFixed(1).padStart(8);
console.log(
  `${PHONES} simulated phones (twin/src/phones) on a ${ready.beds}-bed ward (${ready.devices} devices, ${ready.sections.length} sections, one care group each), Node ${process.versions.node}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `pairing + login of ${PHONES} phones: ${loginS.toFixed(1)} s (bench hashes scrypt N=2^10); ${pressed} calls in ${DURATION_S} s, each closed after ${HOLD_S} s (${openAtEnd} open at the end); app gateway connections ${afterCalls.connected}`,
);
console.log(
  '| backend memory (MiB)        |    rss | heapUsed | heapTotal | external | rss after GC | heapUsed after GC |',
);
console.log(
  '|-----------------------------|--------|----------|-----------|----------|--------------|-------------------|',
);
for (const [name, r] of [
  ['ward only, no phones', ready.wardOnly],
  [`${PHONES} phones logged in`, withPhones],
  [`after ${DURATION_S} s of calls`, afterCalls],
] as const)
  console.log(
    `| ${name.padEnd(27)} | ${mib(r.raw.rss)} | ${mib(r.raw.heapUsed).padStart(8)} | ${mib(r.raw.heapTotal).padStart(9)} | ${mib(r.raw.external).padStart(8)} | ${mib(r.afterGc.rss).padStart(12)} | ${mib(r.afterGc.heapUsed).padStart(17)} |`,
  );
const a = [...perDelivery].sort((x, y) => x - y);
const b = [...perPress].sort((x, y) => x - y);
console.log('| press -> Call                      |     n |   p50 ms |   p95 ms |   p99 ms |   max ms |');
console.log('|------------------------------------|-------|----------|----------|----------|----------|');
for (const [name, v] of [
  ['each phone of the section', a],
  ['the last phone of the section', b],
] as const)
  console.log(
    `| ${name.padEnd(34)} | ${String(v.length).padStart(5)} | ${ms(quantile(v, 0.5))} | ${ms(quantile(v, 0.95))} | ${ms(quantile(v, 0.99))} | ${ms(v[v.length - 1] ?? NaN)} |`,
  );
const missing = pressed - b.length;
console.log(`presses whose section did not get the call at every phone: ${missing}`);
if (missing > 0) process.exitCode = 1;

for (const phone of phones) phone.stop();
child.send({ type: 'stop' });
await new Promise((resolve) => child.once('exit', resolve));
