// The admin mock's seed (mocks/admin-handlers.ts): a few rows of the demo facility per entity, so lists are not
// empty; fresh rows on every call, as each mock backend changes its own.
export type Row = Record<string, unknown> & { id: number };

/** The call system's configuration: call types, schedules, sections, display groups. */
function configurationSeed(): Record<string, Row[]> {
  return {
    CallType: [
      {
        id: 2,
        name: 'Notruf',
        text: 'Notruf im Zimmer',
        char: 'N',
        color: '#d32f2f',
        sort_order: 1,
        urgency: 'EMERGENCY',
        flag: 'none',
        indication_type: 4,
        led_primary_color: 1,
        led_secondary_color: 4,
      },
      {
        id: 4,
        name: 'Ruf',
        text: 'Patientenruf',
        char: 'R',
        color: '#fbc02d',
        sort_order: 5,
        urgency: 'NORMAL',
        flag: 'none',
        indication_type: 2,
        led_primary_color: 5,
        led_secondary_color: 0,
      },
      {
        id: 6,
        name: 'Anwesenheit',
        text: 'Pflege anwesend',
        char: 'A',
        color: '#388e3c',
        sort_order: 10,
        urgency: 'NORMAL',
        flag: 'presence',
        indication_type: 1,
        led_primary_color: 2,
        led_secondary_color: 0,
      },
    ],
    Schedule: [
      {
        id: 1,
        name: 'Tag/Nacht',
        time_1: '06:00',
        time_2: '22:00',
        time_3: null,
        time_4: null,
        time_5: null,
      },
      { id: 20, name: 'Ganztags', time_1: '00:00', time_2: null, time_3: null, time_4: null, time_5: null },
    ],
    Section: [
      {
        id: 1,
        name: 'Wohnbereich 1',
        connected_section_id: null,
        is_hidden: false,
        allow_manual_call_closure: true,
      },
      {
        id: 2,
        name: 'Wohnbereich 2',
        connected_section_id: null,
        is_hidden: false,
        allow_manual_call_closure: false,
      },
    ],
    DisplayGroup: [
      {
        id: 1,
        name: 'Alle Rufe',
        connections: [{ id: 1, section_id: 1, call_type_id: 2, __typename: 'DisplayGroupConnection' }],
      },
    ],
  };
}

/** Who may do what: console users (one from LDAP) and roles. */
function accessSeed(): Record<string, Row[]> {
  return {
    User: [
      {
        id: 1,
        name: 'admin',
        email: '',
        locale: 'de',
        is_superuser: true,
        is_ldap: false,
        roles: [],
        system_access: [],
        notify_call_source_groups: [],
        password_is_temporary: false,
      },
      {
        id: 5,
        name: 'ldap.user',
        email: 'ldap@heim.ch',
        locale: 'de',
        is_superuser: false,
        is_ldap: true,
        roles: [2],
        system_access: [],
        notify_call_source_groups: [],
        password_is_temporary: false,
      },
    ],
    Role: [
      {
        id: 1,
        name: 'Technik',
        permissions: ['admin::use_module', 'admin::manage_system'],
        call_source_group_ids: [],
      },
      { id: 2, name: 'Pflege', permissions: ['calllog::use_module'], call_source_group_ids: [] },
    ],
  };
}

/** What the displays and the hubs show: a display note and a hub. */
function facilitySeed(): Record<string, Row[]> {
  return {
    DisplayNote: [
      {
        id: 1,
        title: 'Besuch',
        text: 'Heute 15 Uhr',
        color: 'green',
        active: true,
        display_from: null,
        display_until: null,
        display_date: null,
        sort_order: 1,
      },
    ],
    Hub: [
      {
        id: 1,
        name: 'Hub EG',
        ip: '127.0.0.1:4720',
        username: 'admin',
        password_set: true,
        status: 'online',
        last_sync: null,
      },
    ],
  };
}

/** A few rows of the demo facility, so lists are not empty. */
export function adminSeed(): Record<string, Row[]> {
  return { ...configurationSeed(), ...accessSeed(), ...facilitySeed() };
}
