// HubPrinterMessage (spec 01 §7, spec 02 §4 hub polling, §8 'no hubs registered'): device search over
// the twin's hubs on real sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';
import type { HubGateway } from '../../gateways/types.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  cookie = (await login(server, 'technik', 'technik')).cookie as string; // systemtree::use_module
  await waitFor(() => server.services.hubs.hubs(1).every((h) => h.status === 'online'), 'hubs online');
});
afterAll(() => server.close());

async function searching(hubs: HubGateway[], on: boolean) {
  const deadline = Date.now() + 5_000;
  while (!(await Promise.all(hubs.map((h) => h.hubStatus()))).every((s) => s.searching === on)) {
    if (Date.now() > deadline) throw new Error(`search never turned ${on ? 'on' : 'off'}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const SEARCH =
  'subscription { hubPrinterMessage { id address error system_tree_node { id kind name serial parent_name } } }';
type Message = {
  address: string | null;
  error: string | null;
  system_tree_node: {
    id: number;
    kind: string;
    name: string;
    serial: string | null;
    parent_name: string | null;
  } | null;
};
const messageOf = (r: { data?: unknown }) => (r.data as { hubPrinterMessage: Message }).hubPrinterMessage;

describe('HubPrinterMessage', () => {
  it('reports a magnet contact with address and node while search is on, and turns search off afterwards', async () => {
    const client = wsClient(server, { cookie });
    try {
      const search = collect(client, SEARCH);
      const hubs = server.services.hubs.hubs(1);
      const doc = server.services.systems.get(1)!;
      const node = doc.nodes.find((n) => n.id === 23)!;
      // Search is switched on at the hubs asynchronously once the subscription is registered.
      await searching(hubs, true);
      server.services.demo!.magnetContact(1, 23);
      const [first] = await search.next(1);
      expect(messageOf(first!)).toMatchObject({
        address: node.serial,
        error: null,
        system_tree_node: {
          id: 23,
          kind: node.kind,
          name: node.name,
          serial: node.serial,
          parent_name: doc.nodes.find((n) => n.id === node.parent_id)!.name,
        },
      });
      search.unsubscribe();
      await searching(hubs, false); // the last listener gone: search off
    } finally {
      await client.dispose();
    }
  });

  it('the demo console holds the magnet (POST /backend/demo/device/magnet): the device shows in the search; an unknown device is refused', async () => {
    const client = wsClient(server, { cookie });
    const magnet = (device_id: number) =>
      fetch(`${server.url}/backend/demo/device/magnet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'accept-language': 'en' },
        body: JSON.stringify({ device_id }),
      });
    try {
      const search = collect(client, SEARCH);
      await searching(server.services.hubs.hubs(1), true);
      expect((await magnet(24)).status).toBe(200);
      const [first] = await search.next(1);
      expect(messageOf(first!).system_tree_node).toMatchObject({ id: 24 });
      const refused = await magnet(4242);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(await refused.json())).toMatch(/device/i);
      expect((await magnet(Number.NaN)).status).toBe(400);
      search.unsubscribe();
    } finally {
      await client.dispose();
    }
  });

  it("says 'no hubs registered' for a system without hubs", async () => {
    const doc = server.services.systems.get(2)!;
    const saved = doc.hubs;
    doc.hubs = [];
    const client = wsClient(server, { cookie, system: '02' });
    try {
      const search = collect(client, SEARCH);
      expect(messageOf((await search.next(1))[0]!)).toMatchObject({
        error: 'no hubs registered',
        address: null,
        system_tree_node: null,
      });
    } finally {
      doc.hubs = saved;
      await client.dispose();
    }
  });

  it('needs a session', async () => {
    const client = wsClient(server);
    try {
      const search = collect(client, SEARCH);
      await search.done();
      expect(search.results[0]?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    } finally {
      await client.dispose();
    }
  });
});
