// Nested records and references of the admin entities, each passing and failing (spec 02 §3, §5), against
// the real server.
import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry.ts';
import { operationNames } from './names.ts';
import type { EntityDescription } from './entity.ts';
import { PNG } from '../test-support/admin-samples.ts';
import { admin, pflege, run, useAdminServer } from '../test-support/admin-server.ts';

useAdminServer();

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

  // The nodes are written by the tree's own mutations (modules/tree, tree-edit-rules.test.ts), not by the admin lists.
  it('the system tree nodes are a lookup of the admin lists: listed for admins, refused without the permission', async () => {
    const nodes = (await run(admin, '{ systemTreeNodes { id name kind } }')).body.data
      ?.systemTreeNodes as Array<{ id: number; name: string }>;
    expect(nodes.length).toBeGreaterThan(10);
    expect((await run(pflege, '{ systemTreeNodes { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'MISSING_PERMISSION',
    );
  });
});
