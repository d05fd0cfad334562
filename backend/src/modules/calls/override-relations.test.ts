// Spec 02 §3 display group overrides ("active_display_group_override_id" of sections; interconnections with
// section and display group) and spec 02 §4 ("An active display group override ..."): while an override is active
// the call display's relations (spec 01 §7 CallDisplayRelations) put its sections' calls into its display group
// and out of the others; switched off or deleted, the stored groups return. Every change is announced with
// displaygroup.updated (spec 01 §7: on display, refetch the relations). Against the real server with its
// simulated clock (Monday 06.01.2025 09:00 Zurich); which calls a display then shows is judged by the display's
// own rules (rules/src/display, spec 01 §4), as the console does.
import type { RuleRelations } from '@cs/rules/display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { displayRelations, displayShows } from '../../test-support/display-judge.ts';

const CREATE = `mutation($input: AdminDisplayGroupOverrideInput!) { createDisplayGroupOverride(input: $input) { id } }`;
const UPDATE = `mutation($input: AdminDisplayGroupOverrideInput!) { updateDisplayGroupOverride(input: $input) { id } }`;
const DELETE = `mutation($ids: [Int!]!) { deleteDisplayGroupOverride(ids: $ids) { id } }`;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(async () => server?.close());

const relations = () => displayRelations(server);

const sectionsOf = (r: RuleRelations, group: number) =>
  new Set(r.displayGroups.find((g) => g.id === group)!.connections.map((c) => c.section_id));

const shows = (r: RuleRelations, group: number, section: number, callType: number) =>
  displayShows(server, r, group, section, callType);

async function write(query: string, variables: Record<string, unknown>) {
  const res = await gql(server, query, variables, { cookie: admin });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as Record<string, { id: number }>;
}

describe('an active display group override moves its sections’ calls to its display group on the display', () => {
  it('while active: the override’s group shows the section, the others do not; switched off and deleted: as stored', async () => {
    const stored = await relations();
    // a section listed in some group, and another group that does not list it
    const from = stored.displayGroups.find((g) => g.connections.length > 0)!;
    const section = from.connections[0]!.section_id;
    const callType = from.connections.find((c) => c.section_id === section)!.call_type_id;
    const to = stored.displayGroups.find((g) => !sectionsOf(stored, g.id).has(section))!;
    expect(to, 'the demo has a group without that section').toBeDefined();
    expect(shows(stored, from.id, section, callType)).toBe(true);
    expect(shows(stored, to.id, section, callType)).toBe(false);

    const client = wsClient(server);
    const messages = collect(client, 'subscription { systemMessages { subject } }');
    await messages.next(1); // the time message on subscribe
    const subjects = () =>
      messages.results.map((r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject);
    try {
      const created = (
        await write(CREATE, {
          input: {
            name: 'Nachtzusammenschaltung',
            is_enabled: true,
            section_ids: [section],
            display_group_id: to.id,
          },
        })
      ).createDisplayGroupOverride!;
      await messages.next(2);
      expect(subjects()).toContain('displaygroup.updated');

      const active = await relations();
      expect(shows(active, to.id, section, callType)).toBe(true);
      expect(shows(active, from.id, section, callType)).toBe(false);
      // every call type of the section goes to the override's group; no other group lists the section
      expect(
        active.displayGroups.find((g) => g.id === to.id)!.connections.filter((c) => c.section_id === section),
      ).toHaveLength(active.callTypes.length);
      for (const g of active.displayGroups.filter((g) => g.id !== to.id))
        expect(sectionsOf(active, g.id).has(section)).toBe(false);
      // the other sections' pairs stay as stored
      const others = (r: RuleRelations) =>
        r.displayGroups.map((g) =>
          g.connections
            .filter((c) => c.section_id !== section)
            .map((c) => `${c.section_id}:${c.call_type_id}`),
        );
      expect(others(active)).toEqual(others(stored));

      // the clock goes on (19:00, within the session's 12 h): still the override's group until it is switched off
      server.clock.advance(10 * 3_600_000);
      expect(shows(await relations(), to.id, section, callType)).toBe(true);

      await write(UPDATE, { input: { id: created.id, is_enabled: false } });
      await messages.next(3);
      expect(await relations()).toEqual(stored);
      await write(DELETE, { ids: [created.id] });
      await messages.next(4);
      expect(subjects().filter((s) => s === 'displaygroup.updated')).toHaveLength(3);
      expect(await relations()).toEqual(stored);
    } finally {
      messages.unsubscribe();
      await client.dispose();
    }
  });

  it('254 (all groups) puts the section into every group; 255 (none) moves nothing', async () => {
    const stored = await relations();
    const from = stored.displayGroups.find((g) => g.connections.length > 0)!;
    const section = from.connections[0]!.section_id;
    const all = await write(CREATE, {
      input: { name: 'Alle', is_enabled: true, section_ids: [section], display_group_id: 254 },
    });
    const everywhere = await relations();
    for (const g of everywhere.displayGroups) expect(sectionsOf(everywhere, g.id).has(section)).toBe(true);
    await write(UPDATE, { input: { id: all.createDisplayGroupOverride!.id, is_enabled: false } });
    const none = await write(CREATE, {
      input: { name: 'Keine', is_enabled: true, section_ids: [section], display_group_id: 255 },
    });
    expect(await relations()).toEqual(stored);
    await write(UPDATE, { input: { id: none.createDisplayGroupOverride!.id, is_enabled: false } });
  });
});
