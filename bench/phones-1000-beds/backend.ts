// The backend of the 1,000-phone bench (index.ts), in a process of its own so its memory is the backend's alone:
// the real server (createServer) with the embedded twin playing a generated 1,000-bed ward, one app user group per
// section and PHONES app clients and app users spread over them. Talks to the bench over IPC: presses on the twin
// (demo press, as the demo REST does), memory readings, the app gateway's connection count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { realClock } from '@cs/contracts/clock';
import type { TwinSystem } from '@cs/twin';
import { createServer } from '../../backend/src/server.ts';
import { benchHash, seedBenchPhones } from '../lib/app-fixtures.ts';

const PHONES = Number(process.env.PHONES ?? 1000);
const BEDS = Number(process.env.BEDS ?? 1000);
const send = (message: unknown) => process.send!(message);
const memory = () => {
  const before = process.memoryUsage();
  global.gc?.();
  return { raw: before, afterGc: process.memoryUsage() };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-phones-'));
const hash = benchHash();
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

// One care group per section, then PHONES phones and nurses spread over them (bench/lib/app-fixtures.ts).
const sections = ward.sections.map((s) => s.id);
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
await seedBenchPhones(server, {
  count: PHONES,
  hash,
  groupOf: (i) => (i % sections.length) + 1,
  displayName: (i) => `Nurse ${i}`,
});

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
