// The backend of the 1,000-phone bench (index.ts), in a process of its own so its memory is the backend's alone:
// the real server (createServer) with the embedded twin playing a generated 1,000-bed ward, one app user group per
// section and PHONES app clients and app users spread over them. Talks to the bench over IPC: presses on the twin
// (demo press, as the demo REST does), memory readings, the app gateway's connection count.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { realClock } from '@cs/contracts/clock';
import type { TwinSystem } from '@cs/twin';
import { createServer } from '../../backend/src/server.ts';

const PHONES = Number(process.env.PHONES ?? 1000);
const BEDS = Number(process.env.BEDS ?? 1000);
export const PASSWORD = 'bench-pass';

/**
 * The product's hash format (backend/src/auth/password.ts: scrypt$N$r$p$salt$key) with N = 2^10 instead of 2^17:
 * the server reads the work factor from the hash, so every login still verifies for real, at a thousandth of the
 * cost (1,000 logins at 2^17 take 6-20 min on this machine and say nothing about memory or delivery).
 */
function benchHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const send = (message: unknown) => process.send!(message);
const memory = () => {
  const before = process.memoryUsage();
  global.gc?.();
  return { raw: before, afterGc: process.memoryUsage() };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-phones-'));
const hash = benchHash(PASSWORD);
let twin: TwinSystem | null = null;
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: null,
  twin: true,
  clock: realClock,
  simulation: {
    systems: [
      { id: 1, name: `Station ${BEDS} Betten`, seed: BEDS, size: { beds: BEDS }, getsPort: 0, hubPort: 0 },
    ],
    onTwin: (_id, t) => void (twin = t),
  },
  restartAnnounceAgainMs: null,
  seedPasswordHash: async () => hash,
});
const { services } = server;
const online = () =>
  services.calls.system(1)?.status === 'online' && services.hubs.hubs(1).every((h) => h.status === 'online');
while (!online()) await new Promise((resolve) => setTimeout(resolve, 20));
const ward = (twin as TwinSystem | null)!.ward;
const wardOnly = memory();

// The licence widened to PHONES app clients and the records written as an administrator would (cf. press-to-app-clients.ts).
(
  services.installation as unknown as { db: { data: { licence: { limits: { app_clients: number } } } } }
).db.data.licence.limits.app_clients = PHONES;
const sections = ward.sections.map((s) => s.id);
await services.entities.save(
  'installation',
  'app_clients',
  0,
  Array.from({ length: PHONES }, (_, i) => ({
    id: i + 1,
    name: `Bench ${i}`,
    phone_number: null,
    server_url: 'http://10.0.0.1',
    pairing_token: `bench-token-${String(i).padStart(6, '0')}`,
    registration: null,
    permissions: [],
    secret_hash: null,
  })),
  null,
);
await services.entities.save(
  'system',
  'app_user_groups',
  1,
  sections.map((section, i) => ({
    id: i + 1,
    name: `Pflege ${section}`,
    call_handling_mode: 'Full',
    section_id: section,
    node_selection: [],
    display_group_ids: [],
  })),
  null,
);
await services.entities.save(
  'system',
  'app_users',
  1,
  Array.from({ length: PHONES }, (_, i) => ({
    id: i + 1,
    name: `nurse${i}`,
    current_display_name: `Nurse ${i}`,
    app_user_group_id: (i % sections.length) + 1,
    password_hash: hash,
  })),
  null,
);

const twoButtons = ward.devices.filter((d) => d.kind === 'two-button').map((d) => d.id);
const sectionOf = Object.fromEntries(
  ward.nodes.filter((n) => twoButtons.includes(n.id)).map((n) => [n.id, n.section_id]),
);
send({
  type: 'ready',
  url: server.url,
  beds: BEDS,
  devices: ward.devices.length,
  sections,
  twoButtons,
  sectionOf,
  wardOnly,
});

process.on('message', async (message: { type: string; device?: number; tag?: string }) => {
  switch (message.type) {
    case 'press':
      services.demo!.press(1, message.device!, 'alert'); // toggles: on, then off (spec 02 §4)
      return;
    case 'memory':
      return send({
        type: 'memory',
        tag: message.tag,
        ...memory(),
        connected: services.appGateway.connectedCount,
        openCalls: [...(services.calls.system(1)?.openRecords() ?? [])].length,
      });
    case 'stop':
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
  }
});
