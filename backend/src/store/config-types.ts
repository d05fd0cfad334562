// Shapes of the configuration documents (ARCHITECTURE §5): one for the installation, one per system.
// Field names follow the spec's entities (spec 01 §3, spec 02 §3) so repositories map them 1:1.

export interface UserRecord {
  id: number;
  name: string;
  /** scrypt$N$r$p$salt$hash, see auth/password.ts */
  password_hash: string;
  is_superuser: boolean;
  is_ldap: boolean;
  locale: string;
  /** a route name (spec 01 §2 /home rules) */
  homepage: string | null;
  email: string;
  /** empty = all systems (spec 01 §6) */
  system_access: number[];
  roles: number[];
  password_is_temporary: boolean;
}

export interface RoleRecord {
  id: number;
  name: string;
  permissions: string[];
}

export interface LicenceRecord {
  id: number;
  name: string | null;
  features: { analytics: boolean; log: boolean; management: boolean };
  limits: { devices: number; visuals: number; app_clients: number; systems: number };
}

export interface GlobalSettingsRecord {
  locale: string;
  ignore_linkable_node_pool_for_super_users: boolean;
  battery_threshold_low: number;
  battery_threshold_critical: number;
}

export interface InstallationDoc {
  schema_version: 1;
  setup_time: string | null;
  /**
   * seeded as the demo (demo logins admin/admin, ...) or as a real installation (one admin with a random
   * temporary password); demo mode refuses the latter. Documents written before it existed are demo ones.
   */
  kind?: 'demo' | 'site';
  licence: LicenceRecord | null;
  global_settings: GlobalSettingsRecord;
  app_settings: { subscriptions_enabled: boolean };
  /** ids of the systems; each has its own document system-NN.json */
  system_ids: number[];
  users: UserRecord[];
  roles: RoleRecord[];
  /** spec 01 §3 display profiles; documents written before they existed have none */
  display_profiles?: DisplayProfileRecord[];
  /** spec 01 §3 display notes (managed in admin, read by the display) */
  display_notes?: DisplayNoteRecord[];
  /** spec 02 §3 reports (admin, licence module analytics); documents written before they existed have none */
  reports?: ReportRecord[];
}

/** Spec 01 §3 profile system setting. Schedule 255 none, 20 all day; display group 255 none, 254 all, 253 section. */
export interface ProfileSystemSettingRecord {
  system_id: number;
  weekday_schedule_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekend_schedule_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
}

export interface DisplayProfileRecord {
  id: number;
  name: string;
  /** derived from the name, unique */
  slug: string;
  locale: 'de' | 'en' | 'fr' | 'it';
  font_size: 'NORMAL' | 'LARGER' | 'LARGEST';
  fullscreen: boolean;
  show_video_stream: boolean;
  show_presences: boolean;
  settings: ProfileSystemSettingRecord[];
}

export interface DisplayNoteRecord {
  id: number;
  title: string;
  text: string;
  color: 'blue' | 'green' | 'red' | 'yellow';
  sort_order: number;
  /** ISO date shown on the note, or null */
  display_date: string | null;
  active: boolean;
  /** ISO instants bounding when the note shows; null = open-ended */
  display_from: string | null;
  display_until: string | null;
}

export interface SystemDoc {
  schema_version: 1;
  id: number;
  name: string;
  /** HH:mm (spec 01 §3 public system params) */
  weekend_start: string;
  weekend_stop: string;
  /** password is a secret: never returned by any API, only used by the gateways (docs/protocols.md) */
  configurator: {
    ip: string | null;
    tcp_port: number | null;
    username: string | null;
    password: string | null;
    version: string | null;
  };
  sync: {
    last_gets_change: string | null;
    last_gets_commit: string | null;
    offline_mode: boolean;
    app_gateway_enabled: boolean;
    app_gateway_system_id: number | null;
    outdated_hubs: Array<{ id: number; name: string; last_sync: string | null }>;
  };
  /** The system's call configuration (spec 01 §3, spec 02 §3), mirrored from / sent to the Gets. */
  call_types: CallTypeRecord[];
  call_sources: CallSourceRecord[];
  sections: SectionRecord[];
  schedules: ScheduleRecord[];
  display_groups: DisplayGroupRecord[];
  nodes: SystemTreeNodeRecord[];
  hubs: HubRecord[];
  /** further system parameters of the configurator form (spec 02 §3: dhcp, gateway, night times, ...) */
  params?: Record<string, unknown>;
  /**
   * Further admin entities of the system (spec 02 §3, crud/entities/*.ts). Optional: documents written
   * before they existed have none, and the repositories read a missing collection as empty.
   */
  checkpoint_maps?: CheckpointMapRecord[];
  flight_profiles?: FlightProfileRecord[];
  merge_groups?: MergeGroupRecord[];
  call_source_groups?: CallSourceGroupRecord[];
  indicators?: IndicatorRecord[];
  buttons?: ButtonRecord[];
  video_streams?: VideoStreamRecord[];
  alert_channels?: AlertChannelRecord[];
}

export interface CallTypeRecord {
  id: number;
  name: string;
  text: string;
  char: string;
  color: string;
  sort_order: number | null;
  urgency: 'NORMAL' | 'URGENT' | 'EMERGENCY';
  flag: 'presence' | 'defect' | 'none';
  indication_type: number;
  led_primary_color: number;
  led_secondary_color: number;
}

export interface CallSourceRecord {
  id: number;
  number: number;
  text: string;
  char: string;
}

/** Special ids (spec 01 §3): schedule 255 none, 20 all day; display group 255 none, 254 all, 253 section. */
export interface SectionRecord {
  id: number;
  name: string;
  connected_section_id: number | null;
  is_hidden: boolean;
  allow_manual_call_closure: boolean;
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

export interface ScheduleRecord {
  id: number;
  name: string;
  time_1: string | null;
  time_2: string | null;
  time_3: string | null;
  time_4: string | null;
  time_5: string | null;
}

export interface DisplayGroupRecord {
  id: number;
  name: string;
  connections: Array<{ id: number; section_id: number; call_type_id: number }>;
}

export interface SystemTreeNodeRecord {
  id: number;
  name: string;
  kind:
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
  parent_id: number | null;
  sort_order: number;
  number: number | null;
  serial: string | null;
  is_tech: boolean;
  is_linkable: boolean;
  section_id: number | null;
  inherit_section: boolean;
  call_source_id: number | null;
  text_short: string;
  text_long: string;
  deny_manual_call_closure: boolean;
}

/** A radio hub (spec 02 §3). ip may carry a port ('127.0.0.1:4720'); password is a secret like the configurator's. */
export interface HubRecord {
  id: number;
  name: string;
  ip: string;
  username: string;
  password: string;
  node_id: number | null;
}

/** A checkpoint on a map (spec 02 §3): positions and diameter in percent of the image; id unique across the system's maps. */
export interface CheckpointRecord {
  id: number;
  number: number;
  text: string;
  char: string;
  diameter: number;
  position_x: number;
  position_y: number;
  section_id: number | null;
}

/** A floor image with checkpoints; the image is a file of the image store (`image_file`, served by /backend/images). */
export interface CheckpointMapRecord {
  id: number;
  name: string;
  section_id: number | null;
  sort_order: number;
  image_file: string | null;
  checkpoints: CheckpointRecord[];
}

/** Forbidden checkpoints (ids) for the tree nodes (residents, rooms) the profile applies to. */
export interface FlightProfileRecord {
  id: number;
  name: string;
  checkpoints: number[];
  system_tree_nodes: number[];
}

export interface MergeGroupInterconnectionRecord {
  id: number;
  is_enabled: boolean;
  name: string;
  section_id: number;
  section_display_group_id: number;
  systemtree_display_group_id: number;
}

/** Display group (merge group), spec 02 §3: main section, call type, merged sections, interconnections. */
export interface MergeGroupRecord {
  id: number;
  name: string;
  section_id: number;
  call_type_id: number | null;
  section_ids: number[];
  interconnections: MergeGroupInterconnectionRecord[];
}

export interface CallSourceGroupRecord {
  id: number;
  name: string;
  related_callsources: number[];
  timeout_minutes: number;
}

/** Spec 02 §9 functions: 1 soft continuous light, 255 none. */
export interface IndicatorRecord {
  id: number;
  number: number;
  call_source_id: number;
  linked_call_source_id: number | null;
  call_types: number[];
  fn_a: number;
  fn_b: number;
}

/** Spec 02 §9 button types 0-3 and functions 0-11. */
export interface ButtonRecord {
  id: number;
  number: number;
  button_type: number;
  call_source_id: number | null;
  call_source_number: number | null;
  call_type_id: number | null;
  call_type_presence_id: number | null;
  display_group_id: number | null;
  fn_a: number;
  fn_b: number;
  fn_c: number;
}

export interface VideoStreamRecord {
  id: number;
  name: string;
  url: string;
  trigger_start: number | null;
  trigger_stop: number | null;
}

export interface AlertRecipientRecord {
  id: number;
  identification: string;
  recipient_type: 'single' | 'group';
}

/** `secret` is read back by superusers only (spec 02 §6). */
export interface AlertChannelRecord {
  id: number;
  name: string;
  category: 'Care' | 'Tech';
  class: 'Alert' | 'Critical' | 'Info';
  outbound_enabled: boolean;
  outbound_url: string | null;
  outbound_can_reply: boolean;
  supports_phone_calls: boolean;
  recipients: AlertRecipientRecord[];
  secret: string | null;
}

/** Spec 02 §3 report: thresholds in percent, minutes and hours. */
export interface ReportRecord {
  id: number;
  email: string;
  enabled: boolean;
  send_daily: boolean;
  send_weekly: boolean;
  send_monthly: boolean;
  include_battery: boolean;
  include_long_calls: boolean;
  include_not_reachable: boolean;
  include_probable_defects: boolean;
  battery_threshold: number;
  call_duration_threshold: number;
  notify_battery: boolean;
  notify_defects: boolean;
  notify_not_reachable: boolean;
  notify_probable_defects: boolean;
  radio_enabled: boolean;
  technical_enabled: boolean;
  wired_enabled: boolean;
  probable_defect_criterion: string | null;
  probable_defect_duration: number | null;
  probable_defect_count_threshold: number | null;
}

/** A file the seed writes into the image store's folder (`<data>/images`) next to the documents. */
export interface SeedImage {
  /** a name the image store serves: letters, digits, - and _, one of its extensions */
  file: string;
  content: string | Uint8Array;
}

export interface SeedData {
  installation: InstallationDoc;
  systems: SystemDoc[];
  /** images the seeded records refer to (checkpoint maps' image_file) */
  images?: SeedImage[];
}
