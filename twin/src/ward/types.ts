/**
 * Plain, JSON-able facility data. Field names follow the spec's entities (spec 02 §3,
 * spec 01 §3) in snake_case, so the backend can seed its stores and the Gets twin can
 * export CSV without renaming anything.
 */

export type Urgency = 'NORMAL' | 'URGENT' | 'EMERGENCY';
export type CallTypeFlag = 'presence' | 'defect' | 'none';

export interface CallType {
  id: number;
  name: string;
  text: string;
  char: string;
  color: string;
  sort_order: number;
  urgency: Urgency;
  flag: CallTypeFlag;
  /** spec 02 §9: 0 text only ... 4 blink with beep three times per second. */
  indication_type: number;
  /** spec 02 §9 LED colours 0-7. */
  led_primary_color: number;
  led_secondary_color: number;
}

export interface CallSource {
  id: number;
  number: number;
  text: string;
  char: string;
}

export type NodeKind =
  | 'building'
  | 'device'
  | 'floor'
  | 'group'
  | 'person'
  | 'radio'
  | 'room'
  | 'section'
  | 'tech'
  | 'unknown'
  | 'wired';

/** System tree node (spec 02 §3), the fields the twin and the backend's seed need. */
export interface SystemTreeNode {
  id: number;
  name: string;
  kind: NodeKind;
  parent_id: number | null;
  sort_order: number;
  number: number | null;
  serial: string | null;
  is_tech: boolean;
  is_linkable: boolean;
  section_id: number | null;
  inherit_section: boolean;
  call_source_id: number | null;
  /** spec 02 §3 assignment: the node's own flight profile (the backend's seed fills it from its profiles). */
  flight_profile_id: number | null;
  inherit_flight_profile: boolean;
  /** spec 02 §3 assignment: a node this one is linked to (spec 02 §5 linked_system_tree_node_chain). */
  linked_system_tree_node_id: number | null;
  /** spec 02 §9: at most 7 characters. */
  text_short: string;
  /** spec 02 §9: at most 19 characters. */
  text_long: string;
  /** spec 02 §3 inheritance flags: the parent's text is shown instead of the node's own. */
  inherit_text_short: boolean;
  inherit_text_long: boolean;
  comment: string;
  callback_number: string;
  deny_manual_call_closure: boolean;
}

/** Five weekday and five weekend display groups; 255 = none (spec 01 §3 special ids). */
export interface ScheduleAssignment {
  weekday_schedule_id: number;
  weekend_schedule_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
}

export interface Section extends ScheduleAssignment {
  id: number;
  name: string;
  connected_section_id: number | null;
  is_hidden: boolean;
  allow_manual_call_closure: boolean;
}

/** Up to five HH:mm boundaries (spec 01 §3, spec 02 §9); unused ones are null. */
export interface Schedule {
  id: number;
  name: string;
  time_1: string | null;
  time_2: string | null;
  time_3: string | null;
  time_4: string | null;
  time_5: string | null;
}

export interface DisplayGroupConnection {
  id: number;
  section_id: number;
  call_type_id: number;
}

export interface DisplayGroup {
  id: number;
  name: string;
  connections: DisplayGroupConnection[];
}

export interface Hub {
  id: number;
  name: string;
  ip: string;
  username: string;
  password: string;
  /** The floor node the hub covers; radio devices below it report through this hub. */
  node_id: number;
}

/** Configurator (system parameters, spec 02 §3). */
export interface Configurator {
  id: number;
  name: string;
  ip: string;
  tcp_port: number;
  username: string;
  password: string;
  version: string;
  timezone: string;
  daylight_savings: boolean;
  night_start: string;
  night_stop: string;
  weekend_start: string;
  weekend_stop: string;
  display_language: string;
  auto_commit: boolean;
}

export type DeviceKind = 'two-button' | 'medallion' | 'radio-call-point' | 'wired-call-point' | 'tech';

export interface BatteryModel {
  /** Percent at start of the simulation. */
  initial: number;
  /** Percent lost per simulated day (a cell lasts roughly one to two years). */
  drain_per_day: number;
}

export interface LinkModel {
  /** Mean time a radio link stays up, in days (exponential, seeded per device). */
  mean_up_days: number;
  /** Mean outage, in minutes. */
  mean_down_minutes: number;
}

/** The twin's view of a device: which machine it runs and with which call types. */
export interface Device {
  /** The device's system tree node id; a call's `number` is this id (spec 01 §3). */
  id: number;
  kind: DeviceKind;
  link: 'radio' | 'wired';
  hub_id: number | null;
  room_id: number | null;
  person_id: number | null;
  serial: string;
  /** Call type opened by the main (red) button or contact. */
  alert_call_type_id: number;
  presence_call_type_id: number | null;
  emergency_call_type_id: number | null;
  defect_call_type_id: number;
  battery: BatteryModel | null;
  link_model: LinkModel | null;
  /** Beds this device serves; the load model spreads calls by bed. */
  beds: number;
}

export interface Facility {
  name: string;
  timezone: string;
  beds: number;
  rooms: number;
}

export type WardSize = 'demo' | { beds: number };

import type { RosterNurse } from './roster.ts';

export interface Ward {
  seed: number;
  size: WardSize;
  facility: Facility;
  configurator: Configurator;
  nodes: SystemTreeNode[];
  sections: Section[];
  callTypes: CallType[];
  callSources: CallSource[];
  schedules: Schedule[];
  displayGroups: DisplayGroup[];
  hubs: Hub[];
  devices: Device[];
  /** the care staff carrying the app's phones, per section and shift (roster.ts) */
  roster: RosterNurse[];
}
