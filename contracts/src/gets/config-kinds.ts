// The configuration kinds the Gets holds and exports as CSV (docs/protocols.md §2.1; ARCHITECTURE §4: "Gets
// speaks CSV per entity"). Every kind is flat (display group connections are their own kind), so a CSV row
// is one entity, `id` is always the first column and the column order is the order below.
export type ColumnType = 'int' | 'int?' | 'text' | 'text?' | 'bool';

export const CONFIG_SCHEMA = {
  nodes: {
    id: 'int',
    name: 'text',
    kind: 'text',
    parent_id: 'int?',
    sort_order: 'int',
    number: 'int?',
    serial: 'text?',
    is_tech: 'bool',
    is_linkable: 'bool',
    section_id: 'int?',
    inherit_section: 'bool',
    call_source_id: 'int?',
    text_short: 'text',
    text_long: 'text',
    deny_manual_call_closure: 'bool',
    // spec 02 §3 system tree node: assignment, inheritance and notes (issue 15), after the first columns so a
    // reader of the older export finds those where they were
    flight_profile_id: 'int?',
    inherit_flight_profile: 'bool',
    linked_system_tree_node_id: 'int?',
    inherit_text_short: 'bool',
    inherit_text_long: 'bool',
    comment: 'text',
    callback_number: 'text',
  },
  sections: {
    id: 'int',
    name: 'text',
    connected_section_id: 'int?',
    is_hidden: 'bool',
    allow_manual_call_closure: 'bool',
    weekday_schedule_id: 'int',
    weekend_schedule_id: 'int',
    weekday_display_group_1_id: 'int',
    weekday_display_group_2_id: 'int',
    weekday_display_group_3_id: 'int',
    weekday_display_group_4_id: 'int',
    weekday_display_group_5_id: 'int',
    weekend_display_group_1_id: 'int',
    weekend_display_group_2_id: 'int',
    weekend_display_group_3_id: 'int',
    weekend_display_group_4_id: 'int',
    weekend_display_group_5_id: 'int',
  },
  call_types: {
    id: 'int',
    name: 'text',
    text: 'text',
    char: 'text',
    color: 'text',
    sort_order: 'int',
    urgency: 'text',
    flag: 'text',
    indication_type: 'int',
    led_primary_color: 'int',
    led_secondary_color: 'int',
  },
  call_sources: { id: 'int', number: 'int', text: 'text', char: 'text' },
  schedules: {
    id: 'int',
    name: 'text',
    time_1: 'text?',
    time_2: 'text?',
    time_3: 'text?',
    time_4: 'text?',
    time_5: 'text?',
  },
  display_groups: { id: 'int', name: 'text' },
  display_group_connections: { id: 'int', display_group_id: 'int', section_id: 'int', call_type_id: 'int' },
} as const satisfies Record<string, Record<string, ColumnType>>;

export type ConfigKind = keyof typeof CONFIG_SCHEMA;
export const CONFIG_KINDS = Object.keys(CONFIG_SCHEMA) as ConfigKind[];

export type ConfigValue = string | number | boolean | null;
export type ConfigRow = { id: number } & Record<string, ConfigValue>;

export function isConfigKind(kind: string): kind is ConfigKind {
  return Object.hasOwn(CONFIG_SCHEMA, kind);
}

export function columnsOf(kind: ConfigKind): string[] {
  return Object.keys(CONFIG_SCHEMA[kind]);
}
