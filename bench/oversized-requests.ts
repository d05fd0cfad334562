// The display's read (openCalls, anonymous) while others send oversized GraphQL requests (three
// 7.9 MB alias-bomb requests once pushed display latency to 4.5 s). Anonymous bodies over 1 MiB are refused
// unread (413); an administrator who may upload images may send up to 8 MiB; the parser stops at 5,000 tokens.
// Run: npx tsx bench/oversized-requests.ts   (or npm run bench oversized)
// Env: SAMPLES (200 display reads per phase), ATTACKERS (3 concurrent senders).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../backend/src/auth/password.ts';
import { createServer } from '../backend/src/server.ts';

const SAMPLES = Number(process.env.SAMPLES ?? 200);
const ATTACKERS = Number(process.env.ATTACKERS ?? 3);
const BOMB_BYTES = 7.9e6;

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-'));
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: null,
  seed: 'demo',
  seedPasswordHash: hashPassword,
  restartAnnounceAgainMs: null,
});
const url = `${server.url}/backend/query`;
const post = (body: string, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  });

/** An alias bomb: as many aliased fields as fit in BOMB_BYTES. */
const fields: string[] = [];
for (let size = 0, i = 0; size < BOMB_BYTES; i++)
  size += fields[fields.push(`a${i}: license { id }`) - 1]!.length + 1;
const bomb = JSON.stringify({ query: `{ ${fields.join(' ')} }` });

const login = await fetch(`${server.url}/backend/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin' }),
});
const cookie = /cs_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0];

async function displayReads(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await post(JSON.stringify({ query: '{ openCalls { id number call_type_id } }' }));
    await res.text();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function phase(name: string, sender: (() => Promise<number>) | null) {
  let running = true;
  const statuses = new Map<number, number>();
  const attackers = sender
    ? Array.from({ length: ATTACKERS }, async () => {
        while (running) {
          const status = await sender();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      })
    : [];
  const times = await displayReads();
  running = false;
  await Promise.all(attackers);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(1);
  const answers = [...statuses].map(([s, n]) => `${n}x ${s}`).join(', ') || '-';
  console.log(
    `| ${name.padEnd(34)} | ${q(0.5).padStart(6)} | ${q(0.95).padStart(6)} | ${q(1).padStart(7)} | ${answers} |`,
  );
}

try {
  console.log(
    `openCalls latency in ms (${SAMPLES} reads per phase; ${ATTACKERS} senders of ${(bomb.length / 1e6).toFixed(1)} MB alias bombs)`,
  );
  console.log('| phase                              |    p50 |    p95 |     max | oversized answers |');
  console.log('| ---------------------------------- | -----: | -----: | ------: | ----------------- |');
  await phase('idle', null);
  const send = (as?: string) => async () => {
    const res = await post(bomb, as);
    await res.text();
    return res.status;
  };
  await phase('anonymous 7.9 MB bombs', send());
  await phase('administrator: 7.9 MB bombs (<= 8 MiB)', send(cookie));
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
