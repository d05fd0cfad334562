// Spec 02 §3 interconnections (the console's "Mitanzeigen"; crud/entities/interconnections.ts): while one is
// enabled, the calls of its section that the section's display group shows are ALSO shown in the other display
// group, and stay in their own; switched off or deleted, the stored groups return. Every change is announced with
// displaygroup.updated (spec 01 §7: on display, refetch the relations). Against the real server with its simulated
// clock (Monday 06.01.2025 09:00 Zurich); which calls a display then shows is judged by the display's own filter
// rules (rules/src/display, spec 01 §4), as the console does. Demo system 1: section 1 Wohnbereich 1 (group 3),
// section 2 Wohnbereich 2 (group 4); the demo's interconnection 1 shares section 1 from group 3 into group 4.
import type { RuleRelations } from '@cs/rules/display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { displayRelations, displayShows } from '../../test-support/display-judge.ts';

const UPDATE = `mutation($input: AdminInterconnectionInput!) { updateInterconnection(input: $input) { id } }`;
const CREATE = `mutation($input: AdminInterconnectionInput!) { createInterconnection(input: $input) { id } }`;
const DELETE = `mutation($ids: [Int!]!) { deleteInterconnection(ids: $ids) { id } }`;
const WB1 = 3;
const WB2 = 4;
const NIGHT_URGENT = 2;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(async () => server?.close());

const relations = () => displayRelations(server);

async function write(query: string, variables: Record<string, unknown>) {
  const res = await gql(server, query, variables, { cookie: admin });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as Record<string, { id: number }>;
}

const shows = (r: RuleRelations, group: number, section: number, callType: number) =>
  displayShows(server, r, group, section, callType);

const CALL = 4; // Ruf
const EMERGENCY = 2;

describe('an enabled interconnection shares its section’s calls with another display group', () => {
  it('enabled: both groups show the section’s calls; off and deleted: as stored; each change announced', async () => {
    const stored = await relations();
    expect(shows(stored, WB1, 1, CALL)).toBe(true);
    expect(shows(stored, WB2, 1, CALL)).toBe(false);

    const client = wsClient(server);
    const messages = collect(client, 'subscription { systemMessages { subject } }');
    await messages.next(1); // the time message on subscribe
    const subjects = () =>
      messages.results.map((r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject);
    try {
      await write(UPDATE, { input: { id: 1, is_enabled: true } });
      await messages.next(2);
      expect(subjects()[1]).toBe('displaygroup.updated');

      const shared = await relations();
      // every call type group 3 shows of section 1 now shows in group 4 as well, and still in group 3
      for (const type of shared.callTypes.map((t) => t.id)) {
        expect(shows(shared, WB2, 1, type), `call type ${type} in Wohnbereich 2`).toBe(
          shows(stored, WB1, 1, type),
        );
        expect(shows(shared, WB1, 1, type)).toBe(shows(stored, WB1, 1, type));
      }
      // nothing else changed: group 4's own section, the other groups
      const without = (r: RuleRelations, group: number) =>
        r.displayGroups
          .find((g) => g.id === group)!
          .connections.filter((c) => group !== WB2 || c.section_id !== 1)
          .map((c) => `${c.section_id}:${c.call_type_id}`);
      for (const g of stored.displayGroups) expect(without(shared, g.id)).toEqual(without(stored, g.id));

      await write(UPDATE, { input: { id: 1, is_enabled: false } });
      await messages.next(3);
      expect(await relations()).toEqual(stored);

      // a new one enabled at once, then switched off and deleted: announced, and the stored groups again
      const made = (
        await write(CREATE, {
          input: {
            name: 'Nacht WB 2',
            is_enabled: true,
            section_id: 2,
            section_display_group_id: WB2,
            systemtree_display_group_id: WB1,
          },
        })
      ).createInterconnection!;
      await messages.next(4);
      expect(shows(await relations(), WB1, 2, CALL)).toBe(true);
      await write(UPDATE, { input: { id: made.id, is_enabled: false } });
      await write(DELETE, { ids: [made.id] });
      await messages.next(6);
      expect(subjects().filter((s) => s === 'displaygroup.updated')).toHaveLength(5);
      expect(await relations()).toEqual(stored);
    } finally {
      messages.unsubscribe();
      await client.dispose();
    }
  });

  it('only what the section’s own group shows is shared (the night group shows urgent calls only)', async () => {
    const stored = await relations();
    expect(shows(stored, NIGHT_URGENT, 1, CALL)).toBe(false);
    const made = (
      await write(CREATE, {
        input: {
          name: 'Dringend WB 1',
          is_enabled: true,
          section_id: 1,
          section_display_group_id: NIGHT_URGENT,
          systemtree_display_group_id: WB2,
        },
      })
    ).createInterconnection!;
    const shared = await relations();
    expect(shows(shared, WB2, 1, EMERGENCY)).toBe(true);
    expect(shows(shared, WB2, 1, CALL)).toBe(false);
    await write(UPDATE, { input: { id: made.id, is_enabled: false } });
    expect(await relations()).toEqual(stored);
  });
});
