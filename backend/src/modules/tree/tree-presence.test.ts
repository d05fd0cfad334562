// Issue 38 item 7: /tree showed a nurse's presence as an open call (a red '1' on Zimmer 101 and its button,
// labelled '1 offene Rufe', while the details said 'Keine offenen Rufe'). A presence is staff in the room (spec 02
// §3 call_type.flag presence, spec 02 §4 demo buttons), counted apart from the calls on the node and every node
// above it; a node's details list what its badges count, the devices below it included. Real traffic: embedded
// twin -> Gets -> call mirror. Demo facility: room 101 is node 3 with its call point 23; room 102 is node 6 with 8.
import { realClock } from '@cs/contracts/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
let technik: string;
beforeAll(async () => {
  server = await startTestServer({ twin: true, clock: realClock });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const TREE = '{ systemTree { nodes { id parent_id name open_calls presences } } }';
const NODE = `query($id: Int!) { systemTreeNode(id: $id) {
  open_calls { is_presence device_id } open_below { is_presence device_id device_name call_type_text } } }`;
const open = () => [...server.services.calls.system(1)!.openRecords()];

describe('the tree counts presences apart from open calls (issue 38 item 7)', () => {
  it('a presence in room 101 and a call in room 102: each on its own badge, up to the floor', async () => {
    const demo = server.services.demo!;
    demo.press(1, 23, 'presence');
    demo.press(1, 8, 'alert');
    await waitFor(() => open().length === 2, 'a presence on 23 and a call on 8');

    const nodes = (
      (await gql(server, TREE, {}, { cookie: technik })).body.data?.systemTree as {
        nodes: Array<{ id: number; parent_id: number | null; open_calls: number; presences: number }>;
      }
    ).nodes;
    const of = (id: number) => nodes.find((n) => n.id === id)!;
    expect(of(23)).toMatchObject({ open_calls: 0, presences: 1 });
    expect(of(3)).toMatchObject({ open_calls: 0, presences: 1 }); // Zimmer 101
    expect(of(8)).toMatchObject({ open_calls: 1, presences: 0 });
    expect(of(6)).toMatchObject({ open_calls: 1, presences: 0 }); // Zimmer 102
    const floor = of(of(3).parent_id!);
    expect(floor).toMatchObject({ open_calls: 1, presences: 1 });

    // Zimmer 101's details list the presence on its call point, as its badge counts it
    const room = (await gql(server, NODE, { id: 3 }, { cookie: technik })).body.data?.systemTreeNode;
    expect(room).toEqual({
      open_calls: [],
      open_below: [
        {
          is_presence: true,
          device_id: 23,
          device_name: 'Ruftaster 101',
          call_type_text: expect.any(String),
        },
      ],
    });
    // the device itself: its own presence (why its form is read-only, spec 02 §4)
    const device = (await gql(server, NODE, { id: 23 }, { cookie: technik })).body.data?.systemTreeNode as {
      open_calls: unknown[];
    };
    expect(device.open_calls).toEqual([{ is_presence: true, device_id: 23 }]);

    demo.press(1, 23, 'presence');
    demo.press(1, 8, 'alert');
    await waitFor(() => open().length === 0, 'rooms 101 and 102 quiet');
  });
});
