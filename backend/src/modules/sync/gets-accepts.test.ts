// What the product accepts, the configurator accepts (issue 34; spec 02 §4, §5; docs/protocols.md §2.1): hostile
// inputs for every create and update of every Gets-carried entity go through GraphQL to the real backend; the ones
// it accepts are then committed to the twin's Gets over its sockets, and the commit succeeds. Afterwards every row
// the product sent is, column by column, the row the Gets holds, and every column of every kind carried a value
// of its own in some sent row: a column the product stores but never sends cannot pass (the generic proof that a
// field reaches the Gets). A fixed seed and a few tens of runs per mutation keep it short; FUZZ_RUNS=500 for more.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwinSystem } from '@cs/twin';
import { CONFIG_KINDS, columnsOf, type ConfigKind } from '@cs/contracts/gets';
import type { EntityDescription, FieldSpec, Reference } from '../../crud/entity.ts';
import { recordRows } from '../../crud/gets-rows.ts';
import { entityByType, GETS_ENTITIES } from '../../crud/registry.ts';
import { DEMO_SYSTEMS } from '../../seed/demo-facility.ts';
import { EDITABLE_FIELDS } from '../tree/tree-permissions.ts';
import { isSpecial } from './config-rows.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = 34;

let server: TestServer;
let twin: TwinSystem;
let admin: string;

const TEXTS = [
  '',
  ' ',
  'a',
  'Zi. 101',
  'Tür',
  '🔔',
  '"',
  'a,b',
  'x\r\ny',
  '\t',
  '=1+2',
  'x'.repeat(7),
  'x'.repeat(8),
  'x'.repeat(19),
  'x'.repeat(20),
  'x'.repeat(32),
  'x'.repeat(33),
  '🔔'.repeat(32),
  'x'.repeat(255),
  'x'.repeat(256),
  '00:00',
  '06:00',
  '14:00',
  '22:00',
  '23:59',
  '24:00',
  '6:00',
  '#aa00ff',
  '#AA00FF',
  'red',
  'NORMAL',
  'EMERGENCY',
  'presence',
  'defect',
  'room',
  'device',
];
const INTS = [-1, 0, 1, 2, 3, 4, 5, 7, 8, 20, 40, 253, 254, 255, 256, 999, 1000, 2_147_483_647];

/** The ids a reference may name today: the referenced records' and its special ids (spec 01 §3). */
function idsOf(ref: Reference): number[] {
  const d = entityByType(ref.to);
  const records = d ? ((systemDoc() as unknown as Record<string, { id: number }[]>)[d.collection] ?? []) : [];
  return [...records.map((r) => r.id), ...(ref.special ?? []), -1];
}

/** A hostile value for a field of this kind: edges of every Gets bound, formats, empties, nulls. */
function hostile(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'String':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...TEXTS, null), weight: 4 },
        { arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }), weight: 1 },
      );
    case 'Int':
      if (spec.ref)
        return fc.oneof(
          { arbitrary: fc.constantFrom(...idsOf(spec.ref)), weight: 3 },
          hostile({ kind: 'Int' }),
        );
      return fc.oneof(
        { arbitrary: fc.constantFrom(...INTS, null), weight: 3 },
        { arbitrary: fc.integer({ min: -5, max: 300 }), weight: 1 },
      );
    case 'Boolean':
      return fc.constantFrom(true, false, null);
    case 'Float':
      return fc.oneof(fc.double({ min: -10, max: 1000, noNaN: true }), fc.constant(null));
    case '[Int]':
      return fc.array(fc.constantFrom(...INTS), { maxLength: 3 });
    case '[String]':
      return fc.array(fc.constantFrom(...TEXTS), { maxLength: 3 });
    case 'object': {
      const fields = spec.shape?.fields ?? {};
      const item = fc.record(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, hostile(f)])));
      return spec.shape?.list ? fc.array(item, { maxLength: 3 }) : item;
    }
  }
}

/** The fields its mutations take: the admin input's, or the node form's (the tree edits nodes, spec 02 §3). */
const writable = (d: EntityDescription) =>
  Object.entries(d.fields).filter(
    ([name, f]) =>
      !f.readOnly &&
      !f.secret &&
      f.stored !== false &&
      (!d.lookupOnly || (EDITABLE_FIELDS as readonly string[]).includes(name)),
  );

/** An input: a valid base with one to three of its fields replaced by hostile values. */
const inputs = (d: EntityDescription, base: Record<string, unknown>) => {
  const fields = Object.fromEntries(writable(d));
  return fc
    .subarray(Object.keys(fields), { minLength: 1, maxLength: Math.min(3, Object.keys(fields).length) })
    .chain((names) => fc.record(Object.fromEntries(names.map((n) => [n, hostile(fields[n]!)]))))
    .map((changes) => ({ ...base, ...changes }));
};

interface Mutations {
  create: string;
  update: string;
  inputType: string;
}
const mutationsOf = (d: EntityDescription): Mutations =>
  d.lookupOnly
    ? { create: 'createSystemTreeNode', update: 'updateSystemTreeNode', inputType: 'SystemTreeNodeInput' }
    : { create: `create${d.type}`, update: `update${d.type}`, inputType: `Admin${d.type}Input` };

const systemDoc = () => server.services.systems.get(1)!;
const recordsOf = (d: EntityDescription) =>
  (systemDoc() as unknown as Record<string, { id: number; kind?: string }[]>)[d.collection]!;

/** A valid base for a create: the first record's own values (without id), so the hostile fields stand out. */
function baseOf(d: EntityDescription): Record<string, unknown> {
  const first = recordsOf(d).find((r) => (d.lookupOnly ? r.kind === 'room' : true))!;
  const base: Record<string, unknown> = {};
  for (const [name] of writable(d)) base[name] = (first as Record<string, unknown>)[name];
  if (d.lookupOnly) base.kind = 'room';
  // unique names and numbers: a copy of the first record would only ever be refused as taken
  if (typeof base.name === 'string') base.name = `${base.name} Kopie`;
  if (d.type === 'CallSource') base.number = 77;
  if (d.gets?.items)
    base[d.gets.items.field] = (base[d.gets.items.field] as { id?: number }[]).map(
      ({ id: _id, ...rest }) => rest,
    );
  return base;
}

interface Tally {
  accepted: number;
  refused: number;
}

async function fuzz(d: EntityDescription, mode: 'create' | 'update', tally: Tally) {
  const m = mutationsOf(d);
  const name = mode === 'create' ? m.create : m.update;
  const query = `mutation($input: ${m.inputType}!) { ${name}(input: $input) { id } }`;
  const ids = recordsOf(d).map((r) => r.id);
  await fc.assert(
    // an update sends only the hostile changes: what it leaves out keeps its stored value
    fc.asyncProperty(
      inputs(d, mode === 'create' ? baseOf(d) : {}),
      fc.constantFrom(...ids),
      async (input, id) => {
        const res = await gql(
          server,
          query,
          { input: mode === 'update' ? { ...input, id } : input },
          { cookie: admin },
        );
        const errors = res.body.errors ?? [];
        // A refusal is a field error in the catalogue's words (or a rule of the tree's), never a crash.
        for (const e of errors)
          expect(e.extensions?.code, `${name}: ${e.message}`).not.toBe('INTERNAL_SERVER_ERROR');
        expect(
          errors.every((e) => e.message !== 'Unexpected error.'),
          JSON.stringify(errors),
        ).toBe(true);
        console.log(
          name,
          JSON.stringify(input).slice(0, 200),
          errors.map((e) => `${String(e.extensions?.field)} ${String(e.extensions?.key)} ${e.message}`),
        );
        if (errors.length) tally.refused++;
        else tally.accepted++;
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}

const carries = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && v !== 0 && v !== false && v !== 255;

/**
 * Every column of the entity's own kind gets a value of its own in some record: a field no accepted input filled
 * is sent alone, hostile values one after the other, until one is accepted (the column's proof needs a value).
 */
async function fillSilent(d: EntityDescription) {
  const m = mutationsOf(d);
  const query = `mutation($input: ${m.inputType}!) { ${m.update}(input: $input) { id } }`;
  for (const [name, spec] of writable(d)) {
    if (spec.shape || recordsOf(d).some((r) => carries((r as Record<string, unknown>)[name]))) continue;
    const ids = recordsOf(d).map((r) => r.id);
    const tries = fc.sample(fc.tuple(hostile(spec), fc.constantFrom(...ids)), { seed: SEED, numRuns: 60 });
    for (const [value, id] of tries) {
      if (!carries(value)) continue;
      const res = await gql(server, query, { input: { id, [name]: value } }, { cookie: admin });
      if (!res.body.errors) break;
    }
  }
}

/** The finished commit recorded (last_gets_commit and the baseline, one write) before anything else changes. */
const settled = (finishedAt: string | null | undefined) =>
  waitFor(() => !!finishedAt && systemDoc().sync.last_gets_commit === finishedAt, 'the commit recorded');

const COMMIT =
  'mutation { commitGetsConfig { sent { entity_kind entity_id ours } commit { status error } } }';

/** Lets simulated time pass until the commit ended (the twin's commit steps are timers on the clock). */
async function commitAndWait() {
  const res = await gql(server, COMMIT, {}, { cookie: admin });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  for (let i = 0; i < 600 && (server.services.sync.committing(1) || twin.committing()); i++) {
    server.clock.advance(500);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const data = res.body.data!.commitGetsConfig as { sent: Sent };
  return { sent: data.sent, final: server.services.sync.snapshot(1) };
}

type Sent = { entity_kind: ConfigKind; entity_id: number; ours: string | null }[];

/** Every row sent is the row the Gets holds, column by column. */
function expectSentHeld(sent: Sent) {
  const config = twin.gets().config;
  for (const s of sent.filter((x) => x.ours !== null))
    expect(config[s.entity_kind][String(s.entity_id)], `${s.entity_kind} ${s.entity_id}`).toEqual(
      JSON.parse(s.ours!),
    );
}

/** The columns that no sent row gave a value other than empty, 0, false or 255 (none). */
const silentColumns = (sent: Sent) =>
  CONFIG_KINDS.flatMap((kind) =>
    columnsOf(kind)
      .filter((c) => c !== 'id')
      .filter(
        (c) =>
          !sent.some(
            (s) =>
              s.entity_kind === kind &&
              s.ours !== null &&
              carries((JSON.parse(s.ours) as Record<string, unknown>)[c]),
          ),
      )
      .map((c) => `${kind}.${c}`),
  );

beforeAll(async () => {
  server = await startTestServer({
    simulation: { systems: DEMO_SYSTEMS.filter((s) => s.id === 1), onTwin: (_id, t) => (twin = t) },
  });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(() => server.close());

describe('what the product accepts, the configurator accepts (issue 34; spec 02 §4, §5)', () => {
  it('hostile inputs per mutation of every Gets-carried entity, then a commit that succeeds and round-trips every column', async () => {
    const tallies: Record<string, Tally> = {};
    for (const d of GETS_ENTITIES)
      for (const mode of ['create', 'update'] as const)
        await fuzz(d, mode, (tallies[`${d.type} ${mode}`] = { accepted: 0, refused: 0 }));
    // each mutation let some hostile inputs through: otherwise the commit below would prove nothing
    for (const [what, t] of Object.entries(tallies)) expect(t.accepted, what).toBeGreaterThan(0);
    // a column no accepted input happened to fill is tried on its own
    for (const d of GETS_ENTITIES) await fillSilent(d);

    const first = await commitAndWait();
    expect(first.final.commit?.error ?? null).toBeNull();
    expect(first.final.commit?.status).toBe('done');
    expectSentHeld(first.sent);
    await settled(first.final.commit?.finished_at);

    // The whole configuration again into an empty Gets (the product keeps no baseline): every row of every kind is
    // sent, and every column must have carried a value of its own in some row.
    for (const kind of CONFIG_KINDS) twin.replaceConfigKind(kind, []);
    expect(twin.gets().config.nodes).toEqual({});
    const doc = systemDoc();
    await server.services.entities.patchSystem(1, { sync: { ...doc.sync, baseline: {} } });
    const all = await commitAndWait();
    await settled(all.final.commit?.finished_at);
    expect(all.final.commit?.status).toBe('done');
    expectSentHeld(all.sent);
    expect(silentColumns(all.sent)).toEqual([]);
    // and the Gets holds every row of every record, no more and no fewer (two items with one id would be one row)
    const held = twin.gets().config;
    for (const d of GETS_ENTITIES) {
      const rows = recordsOf(d)
        .flatMap((r) => recordRows(d, r))
        .filter(({ kind, row }) => !isSpecial(kind, row.id));
      for (const { kind, row } of rows) expect(held[kind][String(row.id)], `${kind} ${row.id}`).toEqual(row);
      const kinds = [d.gets!.kind, ...(d.gets!.items ? [d.gets!.items.kind] : [])];
      for (const kind of kinds)
        expect(Object.keys(held[kind]).length, kind).toBe(rows.filter((r) => r.kind === kind).length);
    }
    expect((await gql(server, '{ syncChangelog { status } }', {}, { cookie: admin })).body.data).toEqual({
      syncChangelog: { status: 'in-sync' },
    });
  }, 240_000);

  it('a row the configurator refuses is named: record, field and reason in the reader’s language, with its form (spec 02 §8)', async () => {
    // data the product would refuse today, stored before it checked (or written around it): the Gets refuses it
    const { sections, display_groups: groups } = systemDoc(); // the lists as they were (patches replace them)
    const section = sections[0]!;
    await server.services.entities.patchSystem(1, {
      sections: sections.map((s) => (s.id === section.id ? { ...s, name: 'x'.repeat(40) } : s)),
    });
    const published = server.services.bus.next('getsHttpError');
    const refused = await gql(server, COMMIT, {}, { cookie: admin, lang: 'en' });
    expect(refused.body.errors?.[0]?.message).toBe(
      `The configurator refused Section ${section.id}, field name: At most 32 characters allowed`,
    );
    expect(refused.body.errors?.[0]?.extensions?.record).toMatchObject({
      entity: 'section',
      entity_kind: 'sections',
      entity_id: section.id,
      field: 'name',
      entity_label: 'Section',
      key: 'max_length',
      data: '{"max":32}',
      reason: 'At most 32 characters allowed',
      path: `/admin/sections/edit/${section.id}`,
    });
    expect((await published).refused).toMatchObject({
      entity: 'section',
      entity_id: section.id,
      field: 'name',
    });
    const state = await gql(
      server,
      '{ configChangelog { error error_key error_record { entity_label entity_id field reason path } } }',
      {},
      { cookie: admin, lang: 'fr' },
    );
    expect(state.body.data?.configChangelog).toEqual({
      error: `Le configurateur a refusé Secteur ${section.id}, champ name\u202f: 32 caractères au maximum`,
      error_key: 'refused_row',
      error_record: {
        entity_label: 'Secteur',
        entity_id: section.id,
        field: 'name',
        reason: '32 caractères au maximum',
        path: `/admin/sections/edit/${section.id}`,
      },
    });

    // a nested item's row (a display group connection) names its group and the group's list of connections
    const group = groups[1]!;
    const connection = group.connections[0]!;
    await server.services.entities.patchSystem(1, {
      sections,
      display_groups: groups.map((g) =>
        g.id === group.id
          ? {
              ...g,
              connections: g.connections.map((c) => (c.id === connection.id ? { ...c, call_type_id: 0 } : c)),
            }
          : g,
      ),
    });
    const nested = await gql(server, COMMIT, {}, { cookie: admin, lang: 'de' });
    expect(nested.body.errors?.[0]?.extensions?.record).toMatchObject({
      entity: 'display_group',
      entity_kind: 'display_group_connections',
      row_id: connection.id,
      entity_id: group.id,
      field: 'connections',
      key: 'min',
      path: `/admin/displaygroups/edit/${group.id}`,
    });
    expect(nested.body.errors?.[0]?.message).toBe(
      `Der Konfigurator hat Anzeigegruppe ${group.id} abgelehnt, Feld connections: Der Wert darf nicht kleiner als 1 sein`,
    );
    await server.services.entities.patchSystem(1, { display_groups: groups });
  });
});
