// Which app users a call selects (spec 02 §3 app user group: section, node selection priority/ignored, display
// groups; subscription view; app settings sos_send_to_all_users, subscriptions_enabled, display_names_enabled).
import type { GetsCall } from '@cs/contracts/gets';
import { describe, expect, it } from 'vitest';
import type { SystemDoc } from '../../store/config-types.ts';
import { DEFAULT_APP_SETTINGS, type AppSettingsRecord } from '../app-management/app-settings.ts';
import { lineage, selectRecipients } from './call-selection.ts';

// Floor 1 > room 2 > device 3 (section 1); room 4 > device 5 (section 2).
const doc = {
  nodes: [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: 1 },
    { id: 5, parent_id: 4 },
  ],
  call_types: [
    { id: 4, urgency: 'NORMAL' },
    { id: 2, urgency: 'EMERGENCY' },
  ],
  display_groups: [{ id: 7, connections: [{ section_id: 2, call_type_id: 4 }] }],
  app_user_groups: [
    {
      id: 1,
      name: 'WB1',
      call_handling_mode: 'Full',
      section_id: 1,
      node_selection: [],
      display_group_ids: [],
    },
    {
      id: 2,
      name: 'WB2',
      call_handling_mode: 'RejectOnly',
      section_id: 2,
      node_selection: [{ system_tree_node_id: 4, mode: 'priority' }],
      display_group_ids: [],
    },
    {
      id: 3,
      name: 'Nacht',
      call_handling_mode: 'Full',
      section_id: 1,
      node_selection: [{ system_tree_node_id: 2, mode: 'ignored' }],
      display_group_ids: [7],
    },
  ],
  app_users: [
    { id: 1, name: 'anna', current_display_name: 'Anna M.', app_user_group_id: 1, password_hash: '' },
    { id: 2, name: 'ben', current_display_name: null, app_user_group_id: 2, password_hash: '' },
    { id: 3, name: 'nora', current_display_name: 'Nora', app_user_group_id: 3, password_hash: '' },
  ],
  subscription_views: [{ id: 1, name: 'S', app_user_ids: [2], system_tree_node_ids: [2] }],
} as unknown as SystemDoc;

const call = (number: number, section_id: number, call_type_id = 4, is_presence = false) =>
  ({
    id: 1,
    number,
    section_id,
    call_type_id,
    is_presence,
    opened_at: '2025-01-06T22:00:00.000Z',
  }) as GetsCall;
const settings = (over: Partial<AppSettingsRecord> = {}) => ({ ...DEFAULT_APP_SETTINGS, ...over });
const picked = (c: GetsCall, s = settings()) =>
  selectRecipients(c, doc, s).map(
    (r) => `${r.name}${r.priority ? '!' : ''}${r.mayAccept ? '' : '(reject only)'}`,
  );

describe('call selection (spec 02 §3)', () => {
  it('the lineage goes from the device up to the root', () => {
    expect(lineage(doc, 3)).toEqual([3, 2, 1]);
  });

  it.each<[string, GetsCall, Partial<AppSettingsRecord>, string[]]>([
    ["section 1's device 3: WB1 by section; Nacht ignores room 2", call(3, 1), {}, ['anna']],
    [
      "section 2's call: WB2 by section with its priority on room 4, RejectOnly; Nacht by its display group",
      call(5, 2),
      {},
      ['ben!(reject only)', 'nora'],
    ],
    [
      'a call type the display group does not show: only the section',
      call(5, 2, 2),
      { sos_send_to_all_users: false },
      ['ben!(reject only)'],
    ],
    [
      'subscriptions enabled: ben subscribed room 2, priority there',
      call(3, 1),
      { subscriptions_enabled: true },
      ['anna', 'ben!(reject only)'],
    ],
    [
      'an emergency with SOS to all users reaches everyone, ignored or not',
      call(3, 1, 2),
      {},
      ['anna', 'ben(reject only)', 'nora'],
    ],
    [
      'an emergency without SOS to all: as any call',
      call(3, 1, 2),
      { sos_send_to_all_users: false },
      ['anna'],
    ],
    ['a presence is the staff arriving: offered to nobody', call(3, 1, 4, true), {}, []],
  ])('%s', (_name, c, over, expected) => {
    expect(picked(c, settings(over))).toEqual(expected);
  });

  it('shows the display name when display names are enabled, else the login name', () => {
    expect(selectRecipients(call(3, 1), doc, settings()).map((r) => r.shownAs)).toEqual(['Anna M.']);
    expect(
      selectRecipients(call(3, 1), doc, settings({ display_names_enabled: false })).map((r) => r.shownAs),
    ).toEqual(['anna']);
  });

  it('an enabled interconnection shares a section with a display group: its phones get the calls too (spec 02 §3)', () => {
    // section 3 is shown by display group 8 only; Nacht (display group 7) gets its calls while they are shared
    const shared = (is_enabled: boolean) =>
      ({
        ...doc,
        display_groups: [...doc.display_groups, { id: 8, connections: [{ section_id: 3, call_type_id: 4 }] }],
        interconnections: [
          {
            id: 1,
            name: 'Nacht',
            is_enabled,
            section_id: 3,
            section_display_group_id: 8,
            systemtree_display_group_id: 7,
          },
        ],
      }) as SystemDoc;
    const names = (d: SystemDoc) => selectRecipients(call(5, 3), d, settings()).map((r) => r.name);
    expect(names(shared(false))).toEqual([]);
    expect(names(shared(true))).toEqual(['nora']);
    // only what the section's own group shows is shared: another call type of section 3 stays unshared
    expect(selectRecipients(call(5, 3, 7), shared(true), settings()).map((r) => r.name)).toEqual([]);
  });

  it('an active display-group override moves a section to its group: the phones follow it as the displays do (spec 02 §3/§4)', () => {
    // Nacht (display group 7, its own section 1) shows section 2's normal calls; an override moves section 2 to
    // display group 8, which no app group has: Nacht no longer gets them; switched off, it gets them again. The
    // section's own nurses (WB2, section 2) get them either way.
    const overridden = (is_enabled: boolean) =>
      ({
        ...doc,
        display_groups: [...doc.display_groups, { id: 8, connections: [] }],
        display_group_overrides: [
          {
            id: 1,
            name: 'Nachtruhe',
            is_enabled,
            section_ids: [2],
            system_tree_node_ids: [],
            display_group_id: 8,
          },
        ],
      }) as SystemDoc;
    const names = (d: SystemDoc) =>
      selectRecipients(call(5, 2), d, settings({ subscriptions_enabled: false })).map((r) => r.name);
    expect(names(overridden(false))).toEqual(['ben', 'nora']);
    expect(names(overridden(true))).toEqual(['ben']);
    // moved into Nacht's group 7 instead, Nacht gets section 2's calls of every call type
    const intoNacht = {
      ...overridden(true),
      display_group_overrides: [
        {
          id: 1,
          name: 'Nachtruhe',
          is_enabled: true,
          section_ids: [2],
          system_tree_node_ids: [],
          display_group_id: 7,
        },
      ],
    } as SystemDoc;
    expect(
      selectRecipients(
        call(5, 2, 2),
        intoNacht,
        settings({ subscriptions_enabled: false, sos_send_to_all_users: false }),
      ).map((r) => r.name),
    ).toEqual(['ben', 'nora']);
  });
});
