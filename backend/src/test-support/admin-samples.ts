// Samples for the admin machinery's tests: per entity a valid input, a change and an input that breaks a rule;
// the secrets no answer or audit row may contain; the selection of every non-secret field.
import { nestedSelections } from '../crud/sdl.ts';
import type { EntityDescription } from '../crud/entity.ts';

/** A 1x1 PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export interface Sample {
  valid: Record<string, unknown>;
  /** an update of the created record */
  change: Record<string, unknown>;
  /** an input that breaks a rule, and the field and key of the error */
  invalid: [Record<string, unknown>, string, string];
}

export const SAMPLES: Record<string, Sample> = {
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
  DisplayGroupOverride: {
    valid: { name: 'Nacht 2. Stock', section_ids: [2], system_tree_node_ids: [24], display_group_id: 254 },
    change: { display_group_id: 253 },
    // spec 02 §5: each element only once
    invalid: [{ name: 'Doppelt', section_ids: [1, 1], display_group_id: 254 }, 'section_ids', 'duplicate'],
  },
  Interconnection: {
    // Wohnbereich 1's calls of its group (3) shown in Wohnbereich 2's group (4) too
    valid: { name: 'Nacht WB 1', section_id: 1, section_display_group_id: 3, systemtree_display_group_id: 4 },
    change: { name: 'Nacht Wohnbereich 1' },
    // the two display groups differ
    invalid: [
      { name: 'Gleich', section_id: 1, section_display_group_id: 3, systemtree_display_group_id: 3 },
      'systemtree_display_group_id',
      'cannot_be_same',
    ],
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
  AppUserGroup: {
    valid: {
      name: 'Nachtwache',
      call_handling_mode: 'RejectOnly',
      section_id: 1,
      node_selection: [{ system_tree_node_id: 1, mode: 'ignored' }],
    },
    change: { call_handling_mode: 'Full' },
    // spec 02 §5: each element only once in the node selection
    invalid: [
      {
        name: 'Doppelt',
        node_selection: [
          { system_tree_node_id: 1, mode: 'priority' },
          { system_tree_node_id: 1, mode: 'ignored' },
        ],
      },
      'node_selection.1.system_tree_node_id',
      'unique',
    ],
  },
  AppUser: {
    valid: {
      name: 'dora',
      current_display_name: 'Dora F.',
      app_user_group_id: 1,
      password: 'app-secret-1',
      password_repeat: 'app-secret-1',
    },
    change: { current_display_name: 'Dora Fischer' },
    invalid: [{ name: 'emil', app_user_group_id: 99, password: 'abcd' }, 'app_user_group_id', 'invalid'],
  },
  AppClient: {
    valid: { name: 'Telefon Nacht', phone_number: '+41 79 555 02 01', server_url: 'https://10.0.0.5' },
    change: { server_url: 'http://pflege.heim.local:8080' },
    // spec 02 §5: never localhost
    invalid: [{ name: 'Telefon X', server_url: 'http://localhost:8080' }, 'server_url', 'server_url_local'],
  },
  SubscriptionView: {
    valid: { name: 'Sturzrisiko Nacht', app_user_ids: [1, 2], system_tree_node_ids: [] },
    change: { app_user_ids: [2] },
    invalid: [{ name: 'Doppelt', app_user_ids: [1, 1] }, 'app_user_ids', 'unique'],
  },
  // spec 02 §3 probable-defect monitor; §5 criterion_prefix
  ProbableDefectMonitor: {
    valid: { name: 'Tasterprellen', criterion: '0x31', threshold: 2, timeframe: 6 },
    change: { threshold: 3 },
    invalid: [
      { name: 'Falsch', criterion: '31', threshold: 2, timeframe: 6 },
      'criterion',
      'criterion_prefix',
    ],
  },
};

export const SECRETS = [
  'gets-secret-1',
  'hub-secret-1',
  'alert-secret-1',
  'user-secret-1',
  'app-secret-1',
  'secret_hash',
  'password_hash',
  'scrypt$',
];
export const selection = (d: EntityDescription) =>
  `{ ${[
    'id',
    ...Object.entries(d.fields)
      .filter(([, s]) => !s.secret)
      .map(([n, s]) => (s.kind === 'object' ? `${n} { ${nestedSelections(d)[n] ?? 'id'} }` : n)),
  ].join(' ')} }`;
