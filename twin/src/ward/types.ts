/**
 * Plain, JSON-able facility data. Field names follow the spec's entities (spec 02 §3,
 * spec 01 §3) in snake_case, so the backend can seed its stores and the Gets twin can
 * export CSV without renaming anything.
 */

import type {
  CallSourceRow,
  CallTypeRow,
  DisplayGroupConnectionRow,
  DisplayGroupRow,
  NodeRow,
  ScheduleRow,
  SectionRow,
} from '@cs/contracts/gets';

// The configuration the Gets holds is the protocol's rows (@cs/contracts/gets config-rows.ts): typed from its
// schemas, never restated here.
export type { CallTypeFlag, NodeKind, Urgency } from '@cs/contracts/gets';
export type CallType = CallTypeRow;
export type CallSource = CallSourceRow;
/** System tree node (spec 02 §3), the fields the twin and the backend's seed need. */
export type SystemTreeNode = NodeRow;
export type Section = SectionRow;
/** Five weekday and five weekend display groups; 255 = none (spec 01 §3 special ids). */
export type ScheduleAssignment = Omit<
  SectionRow,
  'id' | 'name' | 'connected_section_id' | 'is_hidden' | 'allow_manual_call_closure'
>;
export type Schedule = ScheduleRow;
/** A display group's connection as the ward holds it: its group is the one that lists it. */
export type DisplayGroupConnection = Omit<DisplayGroupConnectionRow, 'display_group_id'>;
export interface DisplayGroup extends DisplayGroupRow {
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

import type { RosterNurse } from './roster-types.ts';

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
