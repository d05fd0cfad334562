// The admin machinery against the real server (spec 01 §2 admin area, §4 form lifecycle,
// spec 02 §3, §5): one table of samples drives list, create, update, delete, validation and
// authorization for every entity of the registry, instead of a copy per entity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from './registry.ts';
import { operationNames } from './names.ts';
import { adminDocuments, adminSdl, ADMIN_DOCUMENTS_FILE, ADMIN_SDL_FILE } from './generate.ts';
import { nestedSelections } from './sdl.ts';
import { collect, gql, login, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import type { EntityDescription } from './entity.ts';

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Sample {
  valid: Record<string, unknown>;
  /** an update of the created record */
  change: Record<string, unknown>;
  /** an input that breaks a rule, and the field and key of the error */
  invalid: [Record<string, unknown>, string, string];
}

const SAMPLES: Record<string, Sample> = {
  SystemParam: {
    valid: { name: 'Haus Ahorn', ip: '10.0.0.9', tcp_port: 4711, password: 'gets-secret-1' },
    change: { night_start: '21:30', password: '' },
    invalid: [{ name: 'Haus X', ip: '10.0.0', password: 'x' }, 'ip', 'ip'],
  },
  CallType: {
    valid: {
      name: 'Sturz',
      char: 'S',
      color: '#aa00ff',
      urgency: 'URGENT',
      indication_type: 3,
      led_primary_color: 1,
      display_config: { fullscreen: true },
    },
    change: {
      display_config: {
        fullscreen: false,
        hide_lower_priority: true,
        monitor_own_calls: false,
        normal_beep_15_sec: true,
        permanent_display_area: false,
      },
    },
    invalid: [{ name: 'X', char: 'X', led_primary_color: 8 }, 'led_primary_color', 'between'],
  },
  Schedule: {
    valid: { name: 'Schicht', time_1: '06:00', time_2: '14:00', time_3: '22:00' },
    change: { time_4: '23:00' },
    invalid: [{ name: 'Falsch', time_1: '18:00', time_2: '06:00' }, 'time_2', 'time_overlap'],
  },
  Section: {
    valid: { name: 'Station Test' },
    change: { is_hidden: true },
    invalid: [{ name: '' }, 'name', 'required'],
  },
  DisplayGroup: {
    valid: { name: 'Gruppe Test', connections: [{ section_id: 1, call_type_id: 4 }] },
    change: { name: 'Gruppe Test 2' },
    invalid: [{ name: 'Leer', connections: [] }, 'connections', 'contains'],
  },
  CheckpointMap: {
    valid: {
      name: 'EG Plan',
      image: PNG,
      checkpoints: [{ number: 1, text: 'Ausgang', position_x: 10.5, position_y: 80 }],
    },
    change: { name: 'EG Plan 2' },
    invalid: [{ name: 'Ohne Bild' }, 'image', 'required'],
  },
  FlightProfile: {
    valid: { name: 'Weglauf' },
    change: { system_tree_nodes: [4, 7] },
    invalid: [{ name: '' }, 'name', 'required'],
  },
  MergeGroup: {
    valid: { name: 'Nachtzusammenlegung', section_id: 1, section_ids: [2] },
    change: { call_type_id: 4 },
    invalid: [{ name: 'Leer', section_id: 1, section_ids: [] }, 'section_ids', 'contains'],
  },
  CallSource: {
    valid: { number: 40, text: 'Balkon', char: 'K' },
    change: { text: 'Terr' },
    invalid: [{ number: 41, text: 'Balkonien' }, 'text', 'max_length'],
  },
  CallSourceGroup: {
    valid: { name: 'Funk', related_callsources: [1, 3], timeout_minutes: 30 },
    change: { timeout_minutes: 45 },
    invalid: [{ name: 'Null', related_callsources: [1], timeout_minutes: 0 }, 'timeout_minutes', 'min'],
  },
  Indicator: {
    valid: { number: 7, call_source_id: 1, linked_call_source_id: 2, fn_a: 1 },
    change: { fn_b: 1 },
    invalid: [
      { number: 8, call_source_id: 1, linked_call_source_id: 1 },
      'linked_call_source_id',
      'cannot_be_same',
    ],
  },
  Button: {
    valid: { number: 9, button_type: 2, fn_a: 1, fn_b: 2 },
    change: { fn_c: 11 },
    invalid: [{ number: 10, fn_a: 12 }, 'fn_a', 'between'],
  },
  Hub: {
    valid: { name: 'Hub Test', ip: '10.1.2.3:4720', username: 'admin', password: 'hub-secret-1' },
    change: { name: 'Hub Test 2', password: '' },
    invalid: [{ name: 'Hub Kaputt', ip: '10.1.2', password: 'x' }, 'ip', 'ip'],
  },
  VideoStream: {
    valid: { name: 'Eingang', url: 'http://cam.local/live' },
    change: { trigger_start: 4 },
    invalid: [{ name: 'Kamera', url: 'cam.local' }, 'url', 'url'],
  },
  AlertChannel: {
    valid: {
      name: 'Pager',
      outbound_enabled: true,
      outbound_url: 'https://pager.local/in',
      secret: 'alert-secret-1',
      recipients: [{ identification: '+41 79 123 45 67', recipient_type: 'single' }],
    },
    change: { class: 'Critical' },
    invalid: [{ name: 'Ohne', outbound_enabled: true }, 'outbound_url', 'required'],
  },
  User: {
    valid: {
      name: 'schwester',
      email: 'a@heim.ch, b@heim.ch',
      roles: [2],
      password: 'user-secret-1',
      password_repeat: 'user-secret-1',
    },
    change: { locale: 'fr' },
    invalid: [
      { name: 'x', password: 'abcdefgh', password_repeat: 'abcdefgX' },
      'password_repeat',
      'no_match',
    ],
  },
  Role: {
    valid: { name: 'Nachtdienst', permissions: ['calllog::use_module'] },
    change: { permissions: ['calllog::use_module', 'calllog::close_calls'] },
    invalid: [{ name: 'Falsch', permissions: ['nope::nothing'] }, 'permissions', 'invalid'],
  },
  TreeView: {
    valid: { name: 'Stockwerk 1', filters: [{ key: 'kind', value: 'room' }], apply_permissions: true },
    change: { role_permissions: [{ role_id: 2, level: 'read' }] },
    invalid: [{ name: 'Falsch', filters: [{ key: 'colour', value: 'x' }] }, 'filters.0.key', 'invalid'],
  },
  DisplayNote: {
    valid: { title: 'Besuch', text: 'Heute 15 Uhr', color: 'green' },
    change: { active: false },
    invalid: [
      { title: 'Zeit', display_from: '2026-02-01T00:00:00Z', display_until: '2026-01-01T00:00:00Z' },
      'display_until',
      'date_after',
    ],
  },
  Report: {
    valid: { email: 'pdl@heim.ch', send_weekly: true, probable_defect_criterion: '0x6A' },
    change: { send_monthly: true },
    invalid: [
      { email: 'pdl@heim.ch', probable_defect_criterion: '6A' },
      'probable_defect_criterion',
      'criterion_prefix',
    ],
  },
};

const SECRETS = [
  'gets-secret-1',
  'hub-secret-1',
  'alert-secret-1',
  'user-secret-1',
  'password_hash',
  'scrypt$',
];
const selection = (d: EntityDescription) =>
  `{ ${[
    'id',
    ...Object.entries(d.fields)
      .filter(([, s]) => !s.secret)
      .map(([n, s]) => (s.kind === 'object' ? `${n} { ${nestedSelections(d)[n] ?? 'id'} }` : n)),
  ].join(' ')} }`;

let server: TestServer;
let admin: string;
let pflege: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  setSystemLimit(3);
  pflege = (await login(server, 'pflege', 'pflege')).cookie as string;
});
afterAll(() => server.close());

/** The seeded licence allows the 2 seeded systems; the loop creates a third one. */
function setSystemLimit(systems: number) {
  const db = (
    server.services.installation as unknown as { db: { data: { licence: { limits: { systems: number } } } } }
  ).db;
  db.data.licence.limits.systems = systems;
}

const run = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(server, query, variables, { cookie });

describe('generated files follow the descriptions', () => {
  it('admin SDL and console documents are fresh (npm run codegen)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(readFileSync(path.join(root, ADMIN_SDL_FILE), 'utf8')).toBe(adminSdl());
    expect(readFileSync(path.join(root, ADMIN_DOCUMENTS_FILE), 'utf8')).toBe(adminDocuments());
  });
  it('every entity of the registry has a sample here', () => {
    expect(
      ENTITIES.filter((d) => !d.lookupOnly)
        .map((d) => d.type)
        .filter((t) => !SAMPLES[t]),
    ).toEqual([]);
  });
});

/** The admin lists of the seeded demo facility, per entity and demo system (installation-wide lists: the same in both). */
const SEEDED = ENTITIES.filter((d) => !d.lookupOnly).flatMap((d) =>
  ['01', '02'].map((system) => [d.type, system, d] as const),
);

describe('the seeded demo facility: a realistic installation that passes the rules it is edited with', () => {
  it.each(SEEDED)('%s of system %s: at least one seeded record', async (_type, system, d) => {
    const n = operationNames(d);
    const listed = await gql(server, `{ ${n.list} { id } }`, {}, { cookie: admin, system });
    expect(listed.body.errors).toBeUndefined();
    expect((listed.body.data?.[n.list] as unknown[]).length).toBeGreaterThan(0);
  });

  it('checkpoint maps: the seeded floor plans are images the admins get, with their checkpoints on them', async () => {
    for (const system of ['01', '02']) {
      const res = await gql(
        server,
        '{ checkpointMaps { name image_url checkpoints { number text position_x position_y } } }',
        {},
        { cookie: admin, system },
      );
      const maps = res.body.data?.checkpointMaps as Array<{
        name: string;
        image_url: string;
        checkpoints: unknown[];
      }>;
      for (const map of maps) {
        expect(map.checkpoints.length, map.name).toBeGreaterThanOrEqual(3);
        const img = await fetch(`${server.url}${map.image_url}`, { headers: { cookie: admin } });
        expect(img.status, map.name).toBe(200);
        expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await img.text()).toMatch(
          /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*Treppenhaus[\s\S]*<\/svg>$/,
        );
      }
    }
  });

  it('no seeded display note shows on a fresh display (its empty state stays: tests/display)', async () => {
    expect((await gql(server, '{ activeDisplayNotes { id } }')).body.data?.activeDisplayNotes).toEqual([]);
  });

  it.each(SEEDED)('%s of system %s: every seeded record saves unchanged', async (type, system, d) => {
    const n = operationNames(d);
    const call = (query: string, variables: Record<string, unknown> = {}) =>
      gql(server, query, variables, { cookie: admin, system });
    const listed = await call(`{ ${n.list} ${selection(d)} }`);
    expect(listed.body.errors).toBeUndefined();
    // Nested lists without item ids (display group connections) send their items without the id the output has.
    const asInput = (k: string, v: unknown) =>
      d.fields[k]?.kind === 'object' && !d.fields[k]?.shape?.ids && Array.isArray(v)
        ? v.map(({ id: _id, ...rest }: Record<string, unknown>) => rest)
        : v;
    const violations: string[] = [];
    for (const record of listed.body.data?.[n.list] as Array<Record<string, unknown>>) {
      const input = Object.fromEntries(
        Object.entries(record)
          .filter(([k]) => k === 'id' || (d.fields[k] && !d.fields[k].readOnly && !d.fields[k].secret))
          .map(([k, v]) => [k, asInput(k, v)]),
      );
      const res = await call(`mutation($input: ${n.inputType}!) { ${n.update}(input: $input) { id } }`, {
        input,
      });
      for (const e of res.body.errors ?? [])
        violations.push(
          `${type} ${String(record.id)} ${String(e.extensions?.field ?? e.message)} ${String(e.extensions?.key ?? '')}`,
        );
    }
    expect(violations).toEqual([]);
  });
});

describe.each(ENTITIES.filter((d) => !d.lookupOnly).map((d) => [d.type, d] as const))(
  '%s (spec 02 §3)',
  (_type, d) => {
    const n = operationNames(d);
    const sample = SAMPLES[d.type] as Sample;
    const sel = selection(d);

    it('create, get, list, update, delete by id list; audit rows with field changes; no secret in any answer', async () => {
      const created = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) ${sel} }`,
        { input: sample.valid },
      );
      expect(created.body.errors).toBeUndefined();
      const record = created.body.data?.[n.create] as Record<string, unknown>;
      expect(record.id).toBeGreaterThan(0);
      const listed = await run(admin, `{ ${n.list} ${sel} }`);
      expect((listed.body.data?.[n.list] as Array<{ id: number }>).map((r) => r.id)).toContain(record.id);
      const got = await run(admin, `query($id: Int!) { ${n.get}(id: $id) ${sel} }`, { id: record.id });
      // a hub's live link status may change between two reads: its gateway starts with the save
      expect(got.body.data?.[n.get]).toEqual(
        'status' in record ? { ...record, status: expect.any(String) } : record,
      );

      const updated = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.update}(input: $input) ${sel} }`,
        { input: { id: record.id, ...sample.change } },
      );
      expect(updated.body.errors).toBeUndefined();
      const after = updated.body.data?.[n.update] as Record<string, unknown>;
      for (const [k, v] of Object.entries(sample.change))
        if (!d.fields[k]?.secret) expect(after[k]).toEqual(v);

      const audit = await run(admin, '{ auditLog(limit: 5) { action entity changes } }');
      const row = (
        audit.body.data?.auditLog as Array<{ action: string; entity: string; changes: string }>
      ).find((r) => r.action === n.update);
      expect(row?.entity).toBe(d.entity);
      const changes = JSON.parse(row?.changes ?? '{}') as {
        change: string;
        fields: Record<string, { before: unknown; after: unknown }>;
      };
      expect(changes.change).toBe('updated');
      const changed = Object.keys(sample.change).find((k) => !d.fields[k]?.secret) as string;
      expect(changes.fields[changed]?.after).toEqual(sample.change[changed]);

      const deleted = await run(admin, `mutation($ids: [Int!]!) { ${n.remove}(ids: $ids) { id } }`, {
        ids: [record.id],
      });
      expect(deleted.body.data?.[n.remove]).toEqual([{ id: record.id }]);
      expect(
        await run(admin, `query($id: Int!) { ${n.get}(id: $id) { id } }`, { id: record.id }).then(
          (r) => r.body.data?.[n.get],
        ),
      ).toBeNull();

      const everything = JSON.stringify([
        created.body,
        listed.body,
        got.body,
        updated.body,
        deleted.body,
        audit.body,
      ]);
      // The alert channel secret is the one secret a superuser (admin) reads back (spec 02 §6).
      for (const secret of SECRETS.filter((s) => s !== 'alert-secret-1'))
        expect(everything).not.toContain(secret);
      if (d.type !== 'AlertChannel') expect(everything).not.toContain('alert-secret-1');
    });

    it('bad input changes nothing and answers the translated field error (spec 01 §5)', async () => {
      const before = await run(admin, `{ ${n.list} ${sel} }`);
      const [input, field, key] = sample.invalid;
      const res = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) { id } }`,
        { input },
      );
      const error = res.body.errors?.find((e) => e.extensions?.field === field);
      expect(error?.extensions).toMatchObject({ validation: true, key, code: 'VALIDATION_FAILED' });
      expect(error?.message).not.toMatch(/validation\./);
      const after = await run(admin, `{ ${n.list} ${sel} }`);
      expect(after.body.data).toEqual(before.body.data);
    });

    it('a user without the permission gets MISSING_PERMISSION for every operation (spec 01 §6)', async () => {
      const ops = [
        `{ ${n.list} { id } }`,
        `{ ${n.get}(id: 1) { id } }`,
        `mutation { ${n.create}(input: {}) { id } }`,
        `mutation { ${n.update}(input: { id: 1 }) { id } }`,
        `mutation { ${n.remove}(ids: [1]) { id } }`,
        ...(n.sort ? [`mutation { ${n.sort}(ids: [1]) { id } }`] : []),
      ];
      for (const op of ops) {
        const res = await run(pflege, op);
        expect(res.body.errors?.[0]?.extensions?.code, op).toBe('MISSING_PERMISSION');
      }
    });
  },
);

/**
 * Nested records and references: per case an input that passes and one that fails,
 * with the field path and key of the error ([type, passing input, failing input, field, key]).
 */
const NESTED: Array<[string, Record<string, unknown>, Record<string, unknown>, string, string]> = [
  [
    'AlertChannel',
    {
      name: 'Rec ok',
      recipients: [
        { identification: '+41 79 1', recipient_type: 'single' },
        { identification: 'Nachtdienst', recipient_type: 'group' },
      ],
    },
    {
      name: 'Rec leer',
      recipients: [{ identification: '+41 79 1' }, { identification: ' ', recipient_type: 'group' }],
    },
    'recipients.1.identification',
    'required',
  ],
  [
    'AlertChannel',
    { name: 'Rec typ', recipients: [{ identification: 'A' }] },
    { name: 'Rec typ 2', recipients: [{ identification: 'A', recipient_type: 'all' }] },
    'recipients.0.recipient_type',
    'invalid',
  ],
  [
    'AlertChannel',
    { name: 'Rec zwei', recipients: [{ identification: 'A' }, { identification: 'B' }] },
    { name: 'Rec doppelt', recipients: [{ identification: 'A' }, { identification: 'a' }] },
    'recipients.1.identification',
    'unique',
  ],
  [
    'CheckpointMap',
    {
      name: 'CP ok',
      image: PNG,
      checkpoints: [
        { number: 1, position_x: 1, position_y: 2, diameter: 8, char: 'A', section_id: 2 },
        { number: 2, position_x: 3, position_y: 4 },
      ],
    },
    {
      name: 'CP doppelt',
      image: PNG,
      checkpoints: [
        { number: 1, position_x: 1, position_y: 2 },
        { number: 1, position_x: 3, position_y: 4 },
      ],
    },
    'checkpoints.1.number',
    'unique',
  ],
  [
    'CheckpointMap',
    { name: 'CP d', image: PNG, checkpoints: [{ number: 3, position_x: 1, position_y: 2, diameter: 50 }] },
    { name: 'CP d2', image: PNG, checkpoints: [{ number: 3, position_x: 1, position_y: 2, diameter: 0 }] },
    'checkpoints.0.diameter',
    'between',
  ],
  [
    'CheckpointMap',
    { name: 'CP s', image: PNG, checkpoints: [{ number: 4, position_x: 100, position_y: 0, section_id: 1 }] },
    { name: 'CP s2', image: PNG, checkpoints: [{ number: 4, position_x: 1, position_y: 2, section_id: 99 }] },
    'checkpoints.0.section_id',
    'invalid',
  ],
  [
    'CheckpointMap',
    { name: 'CP x', image: PNG, checkpoints: [{ number: 5, position_x: 0, position_y: 100 }] },
    { name: 'CP x2', image: PNG, checkpoints: [{ number: 5, position_x: 100.5, position_y: 2 }] },
    'checkpoints.0.position_x',
    'between',
  ],
  [
    'CheckpointMap',
    { name: 'CP n', image: PNG, checkpoints: [{ number: 255, position_x: 0, position_y: 0 }] },
    { name: 'CP n2', image: PNG, checkpoints: [{ position_x: 0, position_y: 0 }] },
    'checkpoints.0.number',
    'required',
  ],
  [
    'CallType',
    { name: 'DC', char: 'D', display_config: { permanent_display_area: true } },
    { name: 'DC2', char: 'D', led_primary_color: 9, display_config: { fullscreen: true } },
    'led_primary_color',
    'between',
  ],
  [
    'MergeGroup',
    {
      name: 'MG ok',
      section_id: 1,
      section_ids: [2],
      call_type_id: 4,
      interconnections: [
        { name: 'Nacht', section_id: 2, section_display_group_id: 1, systemtree_display_group_id: 254 },
      ],
    },
    { name: 'MG ohne', section_id: 1, section_ids: [2], interconnections: [{ name: '', section_id: 2 }] },
    'interconnections.0.name',
    'required',
  ],
  [
    'MergeGroup',
    {
      name: 'MG dg',
      section_id: 1,
      section_ids: [2],
      interconnections: [{ name: 'Tag', section_id: 1, section_display_group_id: 255 }],
    },
    {
      name: 'MG dg2',
      section_id: 1,
      section_ids: [2],
      interconnections: [{ name: 'Tag', section_id: 1, section_display_group_id: 77 }],
    },
    'interconnections.0.section_display_group_id',
    'invalid',
  ],
  [
    'MergeGroup',
    { name: 'MG main', section_id: 2, section_ids: [1] },
    { name: 'MG main2', section_id: 9, section_ids: [1] },
    'section_id',
    'invalid',
  ],
  [
    'MergeGroup',
    { name: 'MG rule', section_id: 2, section_ids: [1] },
    { name: 'MG rule2', section_id: 2, section_ids: [2] },
    'section_ids',
    'cannot_be_same',
  ],
  [
    'MergeGroup',
    { name: 'MG ct', section_id: 2, section_ids: [1], call_type_id: 2 },
    { name: 'MG ct2', section_id: 2, section_ids: [1], call_type_id: 99 },
    'call_type_id',
    'invalid',
  ],
  [
    'FlightProfile',
    { name: 'FP nodes', system_tree_nodes: [1, 4] },
    { name: 'FP nodes2', system_tree_nodes: [4, 9999] },
    'system_tree_nodes',
    'invalid',
  ],
  [
    'FlightProfile',
    { name: 'FP cp', checkpoints: [] },
    { name: 'FP cp2', checkpoints: [99999] },
    'checkpoints',
    'invalid',
  ],
];

describe('nested records and references: each passes and fails (spec 02 §3, §5)', () => {
  it.each(NESTED)('%s: %s', async (type, good, bad, field, key) => {
    const d = ENTITIES.find((e) => e.type === type) as EntityDescription;
    const n = operationNames(d);
    const ok = await run(admin, `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) { id } }`, {
      input: good,
    });
    expect(ok.body.errors).toBeUndefined();
    const res = await run(admin, `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) { id } }`, {
      input: bad,
    });
    expect(res.body.errors?.map((e) => e.extensions)).toContainEqual(
      expect.objectContaining({ validation: true, field, key }),
    );
    await run(admin, `mutation($ids: [Int!]!) { ${n.remove}(ids: $ids) { id } }`, {
      ids: [(ok.body.data?.[n.create] as { id: number }).id],
    });
  });

  it('checkpoints keep their ids across saves, new ones get ids unique across the maps; flight profiles pick them', async () => {
    const sel = '{ id checkpoints { id number diameter } }';
    const a = (
      await run(admin, `mutation($i: AdminCheckpointMapInput!) { createCheckpointMap(input: $i) ${sel} }`, {
        i: { name: 'Ids A', image: PNG, checkpoints: [{ number: 1, position_x: 5, position_y: 5 }] },
      })
    ).body.data?.createCheckpointMap as {
      id: number;
      checkpoints: Array<{ id: number; number: number; diameter: number }>;
    };
    const first = a.checkpoints[0] as { id: number; diameter: number };
    expect(first.diameter).toBe(5);
    const b = (
      await run(admin, `mutation($i: AdminCheckpointMapInput!) { createCheckpointMap(input: $i) ${sel} }`, {
        i: {
          name: 'Ids B',
          image: PNG,
          checkpoints: [{ id: first.id, number: 1, position_x: 5, position_y: 5 }],
        },
      })
    ).body.data?.createCheckpointMap as typeof a;
    expect(b.checkpoints[0]?.id).not.toBe(first.id);
    const updated = (
      await run(admin, `mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) ${sel} }`, {
        i: {
          id: a.id,
          checkpoints: [
            { id: first.id, number: 1, position_x: 6, position_y: 5 },
            { number: 2, position_x: 7, position_y: 5 },
          ],
        },
      })
    ).body.data?.updateCheckpointMap as typeof a;
    expect(updated.checkpoints[0]?.id).toBe(first.id);
    const ids = [...updated.checkpoints, ...b.checkpoints].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const profile = await run(
      admin,
      'mutation($i: AdminFlightProfileInput!) { createFlightProfile(input: $i) { checkpoints } }',
      { i: { name: 'Weglauf EG', checkpoints: ids } },
    );
    expect(profile.body.data?.createFlightProfile).toEqual({ checkpoints: ids });
  });

  it('schedules answer their interval: the number of boundaries set', async () => {
    const res = await run(
      admin,
      'mutation { createSchedule(input: { name: "Drei", time_1: "06:00", time_2: "14:00", time_3: "22:00" }) { id interval } }',
    );
    expect(res.body.data?.createSchedule).toMatchObject({ interval: 3 });
    const all = (await run(admin, '{ schedules { id interval } }')).body.data?.schedules as Array<{
      id: number;
      interval: number;
    }>;
    expect(all.find((s) => s.id === 20)?.interval).toBe(1);
    await run(admin, 'mutation($ids: [Int!]!) { deleteSchedule(ids: $ids) { id } }', {
      ids: [(res.body.data?.createSchedule as { id: number }).id],
    });
  });

  it('the system tree nodes are a lookup: listed for admins, no mutations, refused without the permission', async () => {
    const nodes = (await run(admin, '{ systemTreeNodes { id name kind } }')).body.data
      ?.systemTreeNodes as Array<{ id: number; name: string }>;
    expect(nodes.length).toBeGreaterThan(10);
    expect(
      (await run(admin, 'mutation { createSystemTreeNode(input: {}) { id } }')).body.errors?.[0]?.message,
    ).toMatch(/createSystemTreeNode/);
    expect((await run(pflege, '{ systemTreeNodes { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'MISSING_PERMISSION',
    );
  });
});

describe('entity rules that need more than one field or record', () => {
  it("schedules: 2 to 5 ascending times; the limit says 'Die maximale Anzahl an Zeitplänen wurde erreicht.'", async () => {
    const create = (input: Record<string, unknown>) =>
      run(admin, 'mutation($i: AdminScheduleInput!) { createSchedule(input: $i) { id } }', { i: input });
    const one = await create({ name: 'Nur eine', time_1: '06:00' });
    expect(one.body.errors?.[0]?.extensions).toMatchObject({ field: 'time_2', key: 'required' });
    const gap = await create({ name: 'Lücke', time_1: '06:00', time_3: '08:00' });
    expect(gap.body.errors?.[0]?.extensions).toMatchObject({ field: 'time_2', key: 'required' });
    const existing = (await run(admin, '{ schedules { id } }')).body.data?.schedules as unknown[];
    for (let i = existing.length; i < 20; i++)
      expect(
        (await create({ name: `Plan ${i}`, time_1: '06:00', time_2: '18:00' })).body.errors,
      ).toBeUndefined();
    const full = await create({ name: 'Zu viel', time_1: '06:00', time_2: '18:00' });
    expect(full.body.errors?.[0]?.message).toBe('Die maximale Anzahl an Zeitplänen wurde erreicht.');
    expect(full.body.errors?.[0]?.extensions).toMatchObject({
      field: '_form',
      key: 'schedule_limit_reached',
    });
    const ids = (
      (await run(admin, '{ schedules { id } }')).body.data?.schedules as Array<{ id: number }>
    ).map((s) => s.id);
    expect(ids).not.toContain(255);
    await run(admin, 'mutation($ids: [Int!]!) { deleteSchedule(ids: $ids) { id } }', {
      ids: ids.filter((id) => !existing.some((e) => (e as { id: number }).id === id)),
    });
  });

  it('a schedule change sets last_gets_change and tells the displays (schedule.updated)', async () => {
    const client = wsClient(server);
    try {
      const sub = collect(client, 'subscription { systemMessages { subject } }');
      await sub.next(1);
      const res = await run(
        admin,
        'mutation { updateSchedule(input: { id: 20, name: "Ganzer Tag" }) { id name } }',
      );
      expect(res.body.errors).toBeUndefined();
      await sub.next(2);
      expect(
        sub.results.map((r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject),
      ).toContain('schedule.updated');
      sub.unsubscribe();
    } finally {
      await client.dispose();
    }
    const state = await run(admin, '{ appState { last_gets_change } }');
    expect(
      (state.body.data?.appState as { last_gets_change: string | null }).last_gets_change,
    ).not.toBeNull();
  });

  it('alert channels: the secret is read back by superusers only; others see that one exists (spec 02 §6)', async () => {
    const technik = (await login(server, 'technik', 'technik')).cookie as string;
    const made = await run(
      admin,
      'mutation { createAlertChannel(input: { name: "Sirene", secret: "alert-secret-2" }) { id secret has_secret } }',
    );
    const channel = made.body.data?.createAlertChannel as { id: number; secret: string; has_secret: boolean };
    expect(channel).toMatchObject({ secret: 'alert-secret-2', has_secret: true });
    const seen = await run(technik, '{ alertChannels { id secret has_secret } }');
    expect(JSON.stringify(seen.body)).not.toContain('alert-secret-2');
    expect(
      (seen.body.data?.alertChannels as Array<{ id: number; has_secret: boolean }>).find(
        (c) => c.id === channel.id,
      )?.has_secret,
    ).toBe(true);
    const kept = await run(
      technik,
      'mutation($i: AdminAlertChannelInput!) { updateAlertChannel(input: $i) { id } }',
      { i: { id: channel.id, name: 'Sirene 2', secret: '' } },
    );
    expect(kept.body.errors).toBeUndefined();
    expect(
      (await run(admin, `{ alertChannel(id: ${channel.id}) { secret } }`)).body.data?.alertChannel,
    ).toEqual({ secret: 'alert-secret-2' });
  });

  it('hubs: the password is kept when an update leaves it empty and never returned; status is shown', async () => {
    const res = await run(admin, '{ hubs { id name status last_sync } }');
    expect(res.body.errors).toBeUndefined();
    expect(
      (res.body.data?.hubs as Array<{ status: string }>).every((h) => typeof h.status === 'string'),
    ).toBe(true);
  });

  it('users: a new user needs a password; the stored hash is never returned; the new password logs in', async () => {
    const missing = await run(admin, 'mutation { createUser(input: { name: "ohnepw" }) { id } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ field: 'password', key: 'required' });
    const made = await run(
      admin,
      'mutation { createUser(input: { name: "nachtwache", password: "nacht-1234", password_repeat: "nacht-1234", roles: [2] }) { id } }',
    );
    expect(made.body.errors).toBeUndefined();
    expect((await login(server, 'nachtwache', 'nacht-1234')).body.ok).toBe(true);
  });

  it("system parameters: the licence limits the systems ('Die lizenzierte Anzahl an Konfiguratoren wurde erreicht')", async () => {
    setSystemLimit(2);
    const res = await run(
      admin,
      'mutation { createSystemParam(input: { name: "Haus Eiche", ip: "10.0.0.7", password: "x" }) { id } }',
    );
    expect(res.body.errors?.[0]?.message).toBe('Die lizenzierte Anzahl an Konfiguratoren wurde erreicht');
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      field: '_form',
      key: 'configurator_limit_reached',
    });
    const list = await run(admin, '{ systemParams { id name ip tcp_port version } }');
    expect((list.body.data?.systemParams as Array<{ id: number }>).map((s) => s.id)).toEqual([1, 2]);
    expect(JSON.stringify(list.body)).not.toContain('password');
    setSystemLimit(3);
  });

  it('checkpoint maps: the image is kept as a file and served to admins; over 5 MB or unreadable is refused', async () => {
    const made = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { createCheckpointMap(input: $i) { id image_url checkpoints { number position_x } } }',
      { i: { name: 'OG Plan', image: PNG } },
    );
    const map = made.body.data?.createCheckpointMap as { id: number; image_url: string };
    expect(map.image_url).toMatch(/^\/backend\/images\/system-1-map-\d+-\w+\.png$/);
    const img = await fetch(`${server.url}${map.image_url}`, { headers: { cookie: admin } });
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.url}${map.image_url}`, { headers: { cookie: pflege } })).status).toBe(403);
    expect((await fetch(`${server.url}${map.image_url}`)).status).toBe(401);
    const big = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64')}`;
    const tooLarge = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { id } }',
      { i: { id: map.id, image: big } },
    );
    expect(tooLarge.body.errors?.[0]?.extensions).toMatchObject({ field: 'image', key: 'file_too_large' });
    const unreadable = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { id } }',
      { i: { id: map.id, image: 'data:text/plain;base64,aGFsbG8=' } },
    );
    expect(unreadable.body.errors?.[0]?.extensions).toMatchObject({ field: 'image', key: 'file_unreadable' });
  });

  it('sort pages set sort_order by position (call types)', async () => {
    const list = (await run(admin, '{ callTypes { id } }')).body.data?.callTypes as Array<{ id: number }>;
    const reversed = list.map((c) => c.id).reverse();
    const res = await run(admin, 'mutation($ids: [Int!]!) { sortCallTypes(ids: $ids) { id sort_order } }', {
      ids: reversed,
    });
    expect((res.body.data?.sortCallTypes as Array<{ id: number }>).map((c) => c.id)).toEqual(reversed);
  });
});
