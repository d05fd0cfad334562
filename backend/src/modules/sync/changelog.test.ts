// The changelog's states (spec 02 §4 change states) from a three-way comparison against the baseline, and the
// config-import checks (spec 02 §5), each on its own with small configurations.
import { describe, expect, it } from 'vitest';
import type { ConfigKind } from '@cs/contracts/gets';
import { baselineOf, computeChangelog } from './changelog.ts';
import { emptyRows, protocolRow, type RowsByKind } from './config-rows.ts';
import { importChecks } from './import-checks.ts';

/** The columns a test row leaves out, at values the Gets accepts (docs/protocols.md §2.1), so a check sees only its own. */
const COMPLETE: Partial<Record<ConfigKind, Record<string, unknown>>> = {
  nodes: {
    sort_order: 0,
    ...Object.fromEntries(
      ['is_tech', 'is_linkable', 'inherit_section', 'deny_manual_call_closure', 'inherit_flight_profile']
        .concat(['inherit_text_short', 'inherit_text_long'])
        .map((f) => [f, false]),
    ),
    text_short: '',
    text_long: '',
    comment: '',
    callback_number: '',
  },
  call_types: { text: '', char: 'R', color: '#000000', sort_order: 1, urgency: 'NORMAL', flag: 'none' },
  sections: {
    is_hidden: false,
    allow_manual_call_closure: false,
    ...Object.fromEntries(
      ['weekday', 'weekend'].flatMap((d) => [
        [`${d}_schedule_id`, 255],
        ...[1, 2, 3, 4, 5].map((i) => [`${d}_display_group_${i}_id`, 255]),
      ]),
    ),
  },
};

function rows(entries: Partial<Record<ConfigKind, Record<string, unknown>[]>>): RowsByKind {
  const out = emptyRows();
  for (const [kind, list] of Object.entries(entries) as [ConfigKind, Record<string, unknown>[]][])
    for (const r of list) out[kind].set(Number(r.id), protocolRow(kind, { ...COMPLETE[kind], ...r }));
  return out;
}
const schedule = (id: number, name: string, ...times: string[]): Record<string, unknown> => ({
  id,
  name,
  ...Object.fromEntries(times.map((t, i) => [`time_${i + 1}`, t])),
});

describe('change states (spec 02 §4)', () => {
  const base = rows({
    schedules: [
      schedule(1, 'Tag', '06:00', '21:00'),
      schedule(2, 'Nacht', '22:00'),
      schedule(3, 'Alt', '07:00'),
    ],
  });
  const baseline = baselineOf(base);

  it('tells the product’s changes from the configurator’s and from conflicts', () => {
    const ours = rows({
      schedules: [
        schedule(1, 'Tag lang', '06:00', '21:00'),
        schedule(2, 'Nacht', '22:00'),
        schedule(4, 'Neu', '08:00'),
      ],
    });
    const theirs = rows({
      schedules: [
        schedule(1, 'Tag', '06:00', '21:00'),
        schedule(2, 'Nacht', '23:00'),
        schedule(3, 'Alt', '07:00'),
        schedule(5, 'Gets', '09:00'),
      ],
    });
    const states = computeChangelog(ours, theirs, baseline).map((e) => [e.id, e.state]);
    expect(states).toEqual([
      ['schedules:1', 'updated'],
      ['schedules:2', 'theirs_updated'],
      ['schedules:3', 'deleted'],
      ['schedules:4', 'created'],
      ['schedules:5', 'theirs_created'],
    ]);
  });

  it('removed at the configurator, changed on both sides, and equal but not committed', () => {
    const ours = rows({
      schedules: [
        schedule(1, 'Tag', '06:00', '21:00'),
        schedule(2, 'Spät', '22:00'),
        schedule(3, 'Alt', '07:30'),
      ],
    });
    const theirs = rows({ schedules: [schedule(2, 'Früh', '22:00'), schedule(3, 'Alt', '07:30')] });
    const entries = computeChangelog(ours, theirs, baseline);
    expect(entries.map((e) => [e.id, e.state])).toEqual([
      ['schedules:1', 'removed'],
      ['schedules:2', 'data_override_warning'],
      ['schedules:3', 'needs_commit'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'name', ours: 'Spät', theirs: 'Früh' }]);
    expect(entries[1]!.csv_theirs).toBe('id,name,time_1,time_2,time_3,time_4,time_5\r\n2,Früh,22:00,,,,\r\n');
  });

  it('lists nothing when both sides and the baseline agree', () => {
    expect(computeChangelog(base, base, baseline)).toEqual([]);
  });
});

describe('config-import checks (spec 02 §5)', () => {
  const node = (id: number, extra: Record<string, unknown> = {}) =>
    ({ id, name: `N${id}`, kind: 'device', text_short: 'A', text_long: 'B', ...extra }) as Record<
      string,
      unknown
    >;
  const checks = (config: RowsByKind, duplicates = {}, profiles = new Set<number>()) =>
    importChecks(config, duplicates, profiles).map((f) => [f.check, f.entity_kind, f.entity_ids, f.detail]);

  it('duplicate positions (device numbers, repeated ids) and duplicate serials', () => {
    const config = rows({
      nodes: [
        node(1, { number: 5, serial: 'AB' }),
        node(2, { number: 5, serial: 'AB' }),
        node(3, { number: 6 }),
      ],
    });
    expect(checks(config, { sections: [4] })).toEqual([
      ['duplicate_position', 'sections', [4], 'id'],
      ['duplicate_position', 'nodes', [1, 2], 'number'],
      ['duplicate_serial', 'nodes', [1, 2], 'serial'],
    ]);
  });

  it('schedule times not ascending, invalid values', () => {
    const config = rows({
      schedules: [
        schedule(1, 'ok', '06:00', '21:00'),
        schedule(2, 'down', '21:00', '06:00'),
        schedule(3, 'bad', '25:00'),
      ],
      call_types: [
        {
          id: 1,
          name: 'x',
          urgency: 'LOUD',
          flag: 'none',
          indication_type: 9,
          led_primary_color: 0,
          led_secondary_color: 8,
        },
      ],
      nodes: [node(1, { text_short: 'Zimmer 12', text_long: 'Tür' })],
    });
    expect(checks(config)).toEqual(
      [
        ['invalid_value', 'nodes', [1], 'text_short'],
        ['invalid_value', 'nodes', [1], 'text_long'],
        ['invalid_value', 'call_types', [1], 'urgency'],
        ['invalid_value', 'call_types', [1], 'indication_type'],
        ['invalid_value', 'call_types', [1], 'led_secondary_color'],
        ['invalid_value', 'schedules', [3], 'time_1'],
        ['schedule_times_not_ascending', 'schedules', [2]],
      ].map((c) => (c.length === 3 ? [...c, null] : c)),
    );
  });

  it('missing call source profile and missing related elements; meanings are valid references', () => {
    const config = rows({
      nodes: [
        node(1, { call_source_id: 9, parent_id: 7, flight_profile_id: 3 }),
        node(2, { section_id: 1, flight_profile_id: 1 }),
      ],
      sections: [
        {
          id: 1,
          name: 'S',
          weekday_schedule_id: 255,
          weekend_schedule_id: 2,
          weekday_display_group_1_id: 253,
        },
      ],
      display_group_connections: [{ id: 1, display_group_id: 1, section_id: 1, call_type_id: 1 }],
    });
    expect(checks(config, {}, new Set([1]))).toEqual([
      ['missing_call_source', 'nodes', [1], null],
      ['missing_related_element', 'nodes', [1], 'parent_id'],
      ['missing_related_element', 'nodes', [1], 'flight_profile_id'],
      ['missing_related_element', 'sections', [1], 'weekend_schedule_id'],
      ['missing_related_element', 'display_group_connections', [1], 'display_group_id'],
      ['missing_related_element', 'display_group_connections', [1], 'call_type_id'],
    ]);
  });
});
