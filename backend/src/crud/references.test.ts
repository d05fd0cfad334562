// References between entities (no broken references; ARCHITECTURE §5; spec 02 §5 deletion):
// this walks every reference the descriptions declare. For each, a fresh record of the referenced
// type is made, a record of the referring type is pointed at it, and deleting the referenced record is
// refused with a message naming the record that uses it. Nothing dangles afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { EntityDescription } from './entity.ts';
import { operationNames } from './names.ts';
import { referenceSites, type ReferenceSite } from './references.ts';
import { ENTITIES } from './registry.ts';
import { selection } from '../test-support/admin-samples.ts';
import { licenceOf } from '../test-support/installation-data.ts';

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A new record of each referenced type (unique per call). */
const FRESH: Record<string, (n: number) => Record<string, unknown>> = {
  Section: (n) => ({ name: `Ref Bereich ${n}` }),
  CallType: (n) => ({ name: `Ref Rufart ${n}`, char: 'R', color: '#123456' }),
  CallSource: (n) => ({ number: 200 + n, text: `Ref ${n}` }),
  Schedule: (n) => ({ name: `Ref Plan ${n}`, time_1: '06:00', time_2: '18:00' }),
  DisplayGroup: (n) => ({ name: `Ref Gruppe ${n}`, connections: [{ section_id: 1, call_type_id: 2 }] }),
  CheckpointMap: (n) => ({
    name: `Ref Karte ${n}`,
    image: PNG,
    checkpoints: [{ number: 1, position_x: 10, position_y: 10 }],
  }),
  Role: (n) => ({ name: `Ref Rolle ${n}` }),
  CallSourceGroup: (n) => ({ name: `Ref Gruppe ${n}`, related_callsources: [1] }),
  SystemParam: (n) => ({ name: `Ref Haus ${n}`, ip: `10.9.0.${n}`, password: 'ref-secret' }),
  AppUserGroup: (n) => ({ name: `Ref App-Gruppe ${n}` }),
  AppUser: (n) => ({
    name: `ref-app-${n}`,
    app_user_group_id: 1,
    password: 'ref-secret',
    password_repeat: 'ref-secret',
  }),
};

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  // The seeded licence allows the 2 seeded systems; a referenced system is a third.
  licenceOf(server).limits.systems = 10;
});
afterAll(() => server.close());

const run = (query: string, variables: Record<string, unknown> = {}) =>
  gql(server, query, variables, { cookie: admin, system: '01' });
const byType = (type: string) => ENTITIES.find((d) => d.type === type) as EntityDescription;
let serial = 0;
async function fresh(type: string): Promise<Record<string, unknown>> {
  const d = byType(type);
  const n = operationNames(d);
  const res = await run(`mutation($i: ${n.inputType}!) { ${n.create}(input: $i) ${selection(d)} }`, {
    i: (FRESH[type] as (n: number) => Record<string, unknown>)(++serial),
  });
  expect(res.body.errors, type).toBeUndefined();
  return res.body.data?.[n.create] as Record<string, unknown>;
}

/** The id the referring field takes: the record's own, or that of one of its nested items. */
const idOf = (site: ReferenceSite, target: Record<string, unknown>) =>
  site.ref.items ? (target[site.ref.items] as Array<{ id: number }>)[0]?.id : (target.id as number);

/** The referring record as an update input, its field pointing at `id` (list fields: only it). */
function pointed(site: ReferenceSite, record: Record<string, unknown>, id: number): Record<string, unknown> {
  const d = site.from;
  const input: Record<string, unknown> = { id: record.id };
  const value = record[site.field];
  if (site.item) {
    const items = (value as Array<Record<string, unknown>>).map(({ __typename: _t, ...item }) => ({
      ...item,
    }));
    (items[0] as Record<string, unknown>)[site.item] = id;
    input[site.field] = d.fields[site.field]?.shape?.ids ? items : items.map(({ id: _id, ...rest }) => rest);
  } else input[site.field] = d.fields[site.field]?.kind === '[Int]' ? [id] : id;
  return input;
}

/** A record of the referring entity to point at the target: one with nested items where the reference is in them. */
async function referrer(site: ReferenceSite): Promise<Record<string, unknown>> {
  const n = operationNames(site.from);
  const list = (await run(`{ ${n.list} ${selection(site.from)} }`)).body.data?.[n.list] as Array<
    Record<string, unknown>
  >;
  const usable = list.filter((r) =>
    site.item
      ? Array.isArray(r[site.field]) && (r[site.field] as unknown[]).length > 0
      : site.from.store !== 'systems' || r.id === 1,
  );
  expect(usable.length, `${site.from.type} records to point at a ${site.ref.to}`).toBeGreaterThan(0);
  return usable[0] as Record<string, unknown>;
}

/**
 * The tree's nodes come from the call system (lookup, no admin mutations): a target a seeded node uses
 * is kept (a node's parent is itself a node, which only the tree area deletes, with its device rules).
 */
async function nodesKeep(site: ReferenceSite) {
  if (byType(site.ref.to).lookupOnly) return;
  const nodes = (await run(`{ systemTreeNodes { id ${site.field} } }`)).body.data?.systemTreeNodes as Array<
    Record<string, number | null>
  >;
  const node = nodes.find((n) => n[site.field] != null) as Record<string, number>;
  const tn = operationNames(byType(site.ref.to));
  const res = await run(`mutation($ids: [Int!]!) { ${tn.remove}(ids: $ids) { id } }`, {
    ids: [node[site.field]],
  });
  expect((res.body.errors?.[0]?.extensions?.data as { records: unknown[] }).records).toContainEqual({
    entity: 'system_tree_node',
    id: node.id,
    field: site.field,
  });
}

/** A reference to a node (which the admin cannot delete) must name an existing node when saved. */
async function pointingNowhereRefused(site: ReferenceSite) {
  const from = operationNames(site.from);
  const record = await referrer(site);
  const res = await run(`mutation($i: ${from.inputType}!) { ${from.update}(input: $i) { id } }`, {
    i: pointed(site, record, 99_999),
  });
  // a reference in a nested item answers at the item's field (crud/validate.ts: field.index.sub)
  const field = site.item ? `${site.field}.0.${site.item}` : site.field;
  expect(res.body.errors?.[0]?.extensions).toMatchObject({ field, key: 'invalid' });
}

/**
 * Fields a referring record must change along with the reference to stay valid: an interconnection's section must
 * be one its own display group shows (spec 02 §3; crud/entities/interconnections.ts).
 */
const ALONG: Record<string, (id: number) => Promise<Record<string, unknown>>> = {
  'Interconnection.section_id': async (section) => {
    const res = await run('mutation($i: AdminDisplayGroupInput!) { createDisplayGroup(input: $i) { id } }', {
      i: { name: `Ref Gruppe für ${section}`, connections: [{ section_id: section, call_type_id: 2 }] },
    });
    return { section_display_group_id: (res.body.data?.createDisplayGroup as { id: number }).id };
  },
  // a fresh display group shows section 1 (FRESH.DisplayGroup)
  'Interconnection.section_display_group_id': async () => ({ section_id: 1 }),
};

const SITES = referenceSites().map(
  (s) => [`${s.from.type}.${s.field}${s.item ? `.${s.item}` : ''} → ${s.ref.to}`, s] as const,
);

describe('every reference of every entity description (spec 02 §5; ARCHITECTURE §5)', () => {
  it.each(SITES)('%s: the referenced record cannot be deleted while it is used', async (_name, site) => {
    const target = byType(site.ref.to);
    if (site.from.lookupOnly) return nodesKeep(site);
    if (target.lookupOnly) return pointingNowhereRefused(site);
    const made = await fresh(site.ref.to);
    const id = idOf(site, made) as number;
    const tn = operationNames(target);
    const from = operationNames(site.from);
    const record = await referrer(site);
    const along = (await ALONG[`${site.from.type}.${site.field}`]?.(id)) ?? {};
    const updated = await run(`mutation($i: ${from.inputType}!) { ${from.update}(input: $i) { id } }`, {
      i: { ...pointed(site, record, id), ...along },
    });
    expect(updated.body.errors, `${site.from.type} pointed at ${site.ref.to} ${id}`).toBeUndefined();

    const refused = await run(`mutation($ids: [Int!]!) { ${tn.remove}(ids: $ids) { id } }`, {
      ids: [made.id],
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ field: '_form', key: 'in_use' });
    expect(refused.body.errors?.[0]?.message).toContain('Wird noch verwendet von:');
    expect((refused.body.errors?.[0]?.extensions?.data as { records: unknown[] }).records).toContainEqual({
      entity: site.from.entity,
      id: record.id,
      field: site.field,
    });
    const still = await run(`query($id: Int!) { ${tn.get}(id: $id) { id } }`, { id: made.id });
    expect(still.body.data?.[tn.get]).toEqual({ id: made.id });
  });

  it('the tree nodes that use a section keep it (section 1 was deleted under nodes and display groups)', async () => {
    const res = await run('mutation { deleteSection(ids: [1]) { id } }');
    const records = (res.body.errors?.[0]?.extensions?.data as { records: Array<{ entity: string }> })
      .records;
    expect(new Set(records.map((r) => r.entity))).toEqual(
      new Set(['system_tree_node', 'display_group', 'checkpoint_map', 'merge_group', 'interconnection']),
    );
    expect(res.body.errors?.[0]?.message).toMatch(/^Wird noch verwendet von: .*und \d+ weiteren/);
  });

  it('a checkpoint map update may not remove a checkpoint a flight profile forbids; unused ones go', async () => {
    const map = await fresh('CheckpointMap');
    const checkpoint = (map.checkpoints as Array<{ id: number }>)[0]?.id as number;
    const profile = await run('mutation { createFlightProfile(input: { name: "Ref Weglauf" }) { id } }');
    const profileId = (profile.body.data?.createFlightProfile as { id: number }).id;
    await run('mutation($i: AdminFlightProfileInput!) { updateFlightProfile(input: $i) { id } }', {
      i: { id: profileId, checkpoints: [checkpoint] },
    });
    const emptied = await run(
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { id } }',
      {
        i: { id: map.id, checkpoints: [] },
      },
    );
    expect(emptied.body.errors?.[0]?.extensions).toMatchObject({ field: 'checkpoints', key: 'in_use' });
    expect(emptied.body.errors?.[0]?.message).toContain('Weglaufprofil «Ref Weglauf»');
    await run('mutation($i: AdminFlightProfileInput!) { updateFlightProfile(input: $i) { id } }', {
      i: { id: profileId, checkpoints: [] },
    });
    const after = await run(
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { checkpoints { id } } }',
      {
        i: { id: map.id, checkpoints: [] },
      },
    );
    expect(after.body.data?.updateCheckpointMap).toEqual({ checkpoints: [] });
  });

  it('a display profile’s schedule and display groups are kept too (spec 01 §3 profile system settings)', async () => {
    const schedule = await fresh('Schedule');
    const group = await fresh('DisplayGroup');
    const made = await run(
      'mutation($i: CreateDisplayProfileInput!) { createDisplayProfile(input: $i) { id } }',
      {
        i: {
          name: 'Ref Flur',
          locale: 'de',
          font_size: 'NORMAL',
          fullscreen: false,
          show_video_stream: false,
          show_presences: true,
          settings: [
            {
              system_id: 1,
              weekday_schedule_id: schedule.id,
              weekday_display_group_1_id: group.id,
              weekend_schedule_id: 255,
            },
          ],
        },
      },
    );
    expect(made.body.errors).toBeUndefined();
    for (const [op, id] of [
      ['deleteSchedule', schedule.id],
      ['deleteDisplayGroup', group.id],
    ] as const) {
      const res = await run(`mutation($ids: [Int!]!) { ${op}(ids: $ids) { id } }`, { ids: [id] });
      expect(res.body.errors?.[0]?.message).toContain('Anzeigeprofil «Ref Flur»');
    }
  });

  it('a record no one uses is deleted', async () => {
    const section = await fresh('Section');
    const res = await run('mutation($ids: [Int!]!) { deleteSection(ids: $ids) { id } }', {
      ids: [section.id],
    });
    expect(res.body.data?.deleteSection).toEqual([{ id: section.id }]);
  });
});
