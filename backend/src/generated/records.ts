// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.

/** Spec 02 §3 display flags of a call type. */
export interface CallTypeDisplayConfigRecord {
  fullscreen: boolean;
  hide_lower_priority: boolean;
  monitor_own_calls: boolean;
  normal_beep_15_sec: boolean;
  permanent_display_area: boolean;
}

export interface DisplayGroupConnectionRecord {
  id: number;
  section_id: number;
  call_type_id: number;
}

/** A checkpoint on a map (spec 02 §3): positions and diameter in percent of the image width and height. */
export interface CheckpointRecord {
  id: number;
  /** unique within the map */
  number: number;
  /** device text: 19 characters, no umlauts */
  text: string;
  char: string;
  /** in percent of the image width */
  diameter: number;
  section_id: number | null;
  position_x: number;
  position_y: number;
}

/** A connection entry of a merge group (spec 02 §3 interconnections). */
export interface MergeGroupInterconnectionRecord {
  id: number;
  is_enabled: boolean;
  name: string;
  section_id: number;
  /** display group the section shows (253-255 special) */
  section_display_group_id: number;
  /** display group the system tree shows (253-255 special) */
  systemtree_display_group_id: number;
}

/** Spec 02 §3 recipient of an alert channel (alertchannel_id is the channel it is stored in). */
export interface AlertRecipientRecord {
  id: number;
  /** a phone number, pager id or group name */
  identification: string;
  /** single or group */
  recipient_type: 'single' | 'group';
}

/** A filter of a tree view: nodes whose field `key` has the value `value`. */
export interface TreeViewFilterRecord {
  key: 'kind' | 'section_id' | 'call_source_id' | 'is_tech' | 'is_linkable' | 'name';
  value: string;
}

/** A role's level on a tree view; roles not listed write. */
export interface TreeViewRolePermissionRecord {
  role_id: number;
  level: 'hide' | 'read' | 'write';
}

/** Spec 02 §3 node selection: a tree element the group prefers (priority) or never gets (ignored). */
export interface AppNodeSelectionRecord {
  system_tree_node_id: number;
  mode: 'priority' | 'ignored';
}

/** Spec 02 §3 SystemParam, stored in the system document (systems). */
export interface SystemParamRecord {
  id: number;
  name: string;
  ip: string;
  tcp_port: number;
  username: string;
  password: string | null;
  /** firmware version reported by the configurator */
  version: string | null;
  dhcp: boolean;
  gateway: string | null;
  subnet: string | null;
  ntp_server: string | null;
  timezone: string;
  daylight_savings: boolean;
  display_language: 'de' | 'en' | 'fr' | 'it';
  night_start: string;
  night_stop: string;
  weekend_start: string;
  weekend_stop: string;
  auto_commit: boolean;
  call_suppression_enabled: boolean;
  call_suppression_sections: number[];
  call_suppression_time_start: string | null;
  call_suppression_time_end: string | null;
}

/** Spec 02 §3 CallType, stored in the system document (call_types). */
export interface CallTypeRecord {
  id: number;
  name: string;
  /** shown on the devices: 19 characters, no umlauts */
  text: string | null;
  char: string;
  color: string;
  sort_order: number | null;
  urgency: 'NORMAL' | 'URGENT' | 'EMERGENCY';
  flag: 'none' | 'presence' | 'defect';
  /** spec 02 §9: 0 text only ... 4 blink with beep three times per second */
  indication_type: number;
  /** spec 02 §9 LED colours 0-7 */
  led_primary_color: number;
  led_secondary_color: number;
  display_config: CallTypeDisplayConfigRecord;
}

/** Spec 02 §3 Schedule, stored in the system document (schedules). */
export interface ScheduleRecord {
  id: number;
  name: string;
  time_1: string | null;
  time_2: string | null;
  time_3: string | null;
  time_4: string | null;
  time_5: string | null;
}

/** Spec 02 §3 Section, stored in the system document (sections). */
export interface SectionRecord {
  id: number;
  name: string;
  /** the main section */
  connected_section_id: number | null;
  is_hidden: boolean;
  allow_manual_call_closure: boolean;
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

/** Spec 02 §3 DisplayGroup, stored in the system document (display_groups). */
export interface DisplayGroupRecord {
  id: number;
  name: string;
  connections: DisplayGroupConnectionRecord[];
}

/** Spec 02 §3 CheckpointMap, stored in the system document (checkpoint_maps). */
export interface CheckpointMapRecord {
  id: number;
  name: string;
  section_id: number | null;
  sort_order: number;
  /** positions in percent of the image */
  checkpoints: CheckpointRecord[];
  image_file: string | null;
}

/** Spec 02 §3 FlightProfile, stored in the system document (flight_profiles). */
export interface FlightProfileRecord {
  id: number;
  name: string;
  /** rule set: ids of the checkpoints a resident must not pass */
  checkpoints: number[];
  /** ids of the system tree nodes the profile applies to */
  system_tree_nodes: number[];
}

/** Spec 02 §3 MergeGroup, stored in the system document (merge_groups). */
export interface MergeGroupRecord {
  id: number;
  name: string;
  /** main section */
  section_id: number;
  call_type_id: number | null;
  /** rule set: the merged sections */
  section_ids: number[];
  interconnections: MergeGroupInterconnectionRecord[];
}

/** Spec 02 §3 CallSource, stored in the system document (call_sources). */
export interface CallSourceRecord {
  id: number;
  number: number;
  /** short device text: 7 characters, no umlauts */
  text: string;
  char: string;
}

/** Spec 02 §3 CallSourceGroup, stored in the system document (call_source_groups). */
export interface CallSourceGroupRecord {
  id: number;
  name: string;
  related_callsources: number[];
  /** devices are reported unreachable after this many minutes */
  timeout_minutes: number;
}

/** Spec 02 §3 Indicator, stored in the system document (indicators). */
export interface IndicatorRecord {
  id: number;
  number: number;
  call_source_id: number;
  linked_call_source_id: number | null;
  call_types: number[];
  fn_a: number;
  fn_b: number;
}

/** Spec 02 §3 Button, stored in the system document (buttons). */
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

/** Spec 02 §3 Hub, stored in the system document (hubs). */
export interface HubRecord {
  id: number;
  name: string;
  ip: string;
  username: string;
  password: string | null;
  node_id: number | null;
}

/** Spec 02 §3 VideoStream, stored in the system document (video_streams). */
export interface VideoStreamRecord {
  id: number;
  name: string;
  url: string;
  /** call type that starts the stream */
  trigger_start: number | null;
  /** call type that stops it */
  trigger_stop: number | null;
}

/** Spec 02 §3 AlertChannel, stored in the system document (alert_channels). */
export interface AlertChannelRecord {
  id: number;
  name: string;
  category: 'Care' | 'Tech';
  class: 'Alert' | 'Critical' | 'Info';
  outbound_enabled: boolean;
  outbound_url: string | null;
  outbound_can_reply: boolean;
  supports_phone_calls: boolean;
  /** only superusers read it back; others get null here and see has_secret */
  secret: string | null;
  recipients: AlertRecipientRecord[];
}

/** Spec 02 §3 User, stored in the installation document (users). */
export interface UserRecord {
  id: number;
  name: string;
  /** several addresses separated by commas */
  email: string;
  locale: 'de' | 'en' | 'fr' | 'it';
  /** the route /home leads to (spec 01 §2); empty = the rules by permission */
  homepage: 'tree' | 'analytics' | 'incidents' | 'log' | 'display' | 'sync' | 'appManagement' | 'admin' | null;
  is_superuser: boolean;
  is_ldap: boolean;
  roles: number[];
  /** empty = all systems */
  system_access: number[];
  notify_call_source_groups: number[];
  password_is_temporary: boolean;
  password_hash: string;
}

/** Spec 02 §3 Role, stored in the installation document (roles). */
export interface RoleRecord {
  id: number;
  name: string;
  /** restricts the role to these call source groups; empty = all */
  call_source_group_ids: number[];
  /** permission codes module::action */
  permissions: string[];
}

/** Spec 02 §3 TreeView, stored in the system document (tree_views). */
export interface TreeViewRecord {
  id: number;
  name: string;
  is_enabled: boolean;
  /** the view of the whole tree: one per system, never deleted */
  is_system_view: boolean;
  sort_order: number;
  filters: TreeViewFilterRecord[];
  apply_permissions: boolean;
  role_permissions: TreeViewRolePermissionRecord[];
}

/** Spec 02 §3 DisplayNote, stored in the installation document (display_notes). */
export interface DisplayNoteRecord {
  id: number;
  title: string;
  color: 'yellow' | 'blue' | 'green' | 'red';
  text: string;
  active: boolean;
  /** ISO instant; empty = open-ended */
  display_from: string | null;
  display_until: string | null;
  /** the date shown on the note */
  display_date: string | null;
  sort_order: number;
}

/** Spec 02 §3 Report, stored in the installation document (reports). */
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
  /** percent */
  battery_threshold: number;
  /** minutes */
  call_duration_threshold: number;
  notify_battery: boolean;
  notify_defects: boolean;
  notify_not_reachable: boolean;
  notify_probable_defects: boolean;
  radio_enabled: boolean;
  technical_enabled: boolean;
  wired_enabled: boolean;
  /** include the calls that ended by a timeout (spec 02 §3 report timeouts, our reading) */
  timeouts: boolean;
  probable_defect_criterion: string | null;
  /** hours */
  probable_defect_duration: number | null;
  probable_defect_count_threshold: number | null;
}

/** Spec 02 §3 ProbableDefectMonitor, stored in the installation document (probable_defect_monitors). */
export interface ProbableDefectMonitorRecord {
  id: number;
  name: string;
  /** hex code of the hub criterion, e.g. 0x6A */
  criterion: string;
  /** the most reports allowed within the timeframe; one more is a probable defect */
  threshold: number;
  /** hours */
  timeframe: number;
}

/** Spec 02 §3 SystemTreeNode, stored in the system document (nodes). */
export interface SystemTreeNodeRecord {
  id: number;
  name: string;
  kind: 'building' | 'device' | 'floor' | 'group' | 'person' | 'radio' | 'room' | 'section' | 'tech' | 'unknown' | 'wired';
  parent_id: number | null;
  sort_order: number;
  number: number | null;
  serial: string | null;
  is_tech: boolean;
  is_linkable: boolean;
  section_id: number | null;
  inherit_section: boolean;
  call_source_id: number | null;
  flight_profile_id: number | null;
  inherit_flight_profile: boolean;
  linked_system_tree_node_id: number | null;
  text_short: string;
  text_long: string;
  inherit_text_short: boolean;
  inherit_text_long: boolean;
  comment: string;
  callback_number: string;
  deny_manual_call_closure: boolean;
}

/** Spec 02 §3 DisplayGroupOverride, stored in the system document (display_group_overrides). */
export interface DisplayGroupOverrideRecord {
  id: number;
  name: string;
  /** active: the override applies now */
  is_enabled: boolean;
  /** the sections it covers */
  section_ids: number[];
  /** the devices (tree nodes) it covers */
  system_tree_node_ids: number[];
  /** the display group the covered calls go to while it is active (253-255 special) */
  display_group_id: number;
}

/** Spec 02 §3 Interconnection, stored in the system document (interconnections). */
export interface InterconnectionRecord {
  id: number;
  name: string;
  /** enabled: the section is shared now */
  is_enabled: boolean;
  /** the section whose calls are shared */
  section_id: number;
  /** the section's own display group: its calls of the section are shared */
  section_display_group_id: number;
  /** the display group that shows them too while enabled */
  systemtree_display_group_id: number;
}

/** Spec 02 §3 AppUserGroup, stored in the system document (app_user_groups). */
export interface AppUserGroupRecord {
  id: number;
  name: string;
  /** Full: accept, reject, release; RejectOnly: the group may only reject (spec 02 §3) */
  call_handling_mode: 'Full' | 'RejectOnly';
  /** the section whose calls the group receives */
  section_id: number | null;
  node_selection: AppNodeSelectionRecord[];
  /** display groups whose calls the group receives besides its section */
  display_group_ids: number[];
}

/** Spec 02 §3 AppUser, stored in the system document (app_users). */
export interface AppUserRecord {
  id: number;
  name: string;
  /** the name shown on displays and in the log when display names are enabled (app settings) */
  current_display_name: string | null;
  app_user_group_id: number;
  password_hash: string;
}

/** Spec 02 §3 AppClient, stored in the installation document (app_clients). */
export interface AppClientRecord {
  id: number;
  name: string;
  phone_number: string | null;
  /** the address the phone reaches the server at: http(s)://, never localhost (spec 02 §5) */
  server_url: string;
  /** what the phone pairs with; null once it is paired (a used token pairs nothing again) */
  pairing_token: string | null;
  /** when the phone paired (ISO 8601 UTC) */
  registration: string | null;
  /** the app permissions the phone reports granted: do_not_disturb_access, foreground_services, post_notifications, read_phone_state, ignore_battery_optimisation, exact_alarms, full_screen_intents */
  permissions: string[];
  secret_hash: string | null;
  pairing_token_issued_at: string | null;
  demo_client: boolean;
}

/** Spec 02 §3 SubscriptionView, stored in the system document (subscription_views). */
export interface SubscriptionViewRecord {
  id: number;
  name: string;
  app_user_ids: number[];
  system_tree_node_ids: number[];
}

/** The admin entities' lists of a system document; a document older than a list lacks it. */
export interface SystemEntityLists {
  call_types?: CallTypeRecord[];
  schedules?: ScheduleRecord[];
  sections?: SectionRecord[];
  display_groups?: DisplayGroupRecord[];
  checkpoint_maps?: CheckpointMapRecord[];
  flight_profiles?: FlightProfileRecord[];
  merge_groups?: MergeGroupRecord[];
  call_sources?: CallSourceRecord[];
  call_source_groups?: CallSourceGroupRecord[];
  indicators?: IndicatorRecord[];
  buttons?: ButtonRecord[];
  hubs?: HubRecord[];
  video_streams?: VideoStreamRecord[];
  alert_channels?: AlertChannelRecord[];
  tree_views?: TreeViewRecord[];
  nodes?: SystemTreeNodeRecord[];
  display_group_overrides?: DisplayGroupOverrideRecord[];
  interconnections?: InterconnectionRecord[];
  app_user_groups?: AppUserGroupRecord[];
  app_users?: AppUserRecord[];
  subscription_views?: SubscriptionViewRecord[];
}

/** The admin entities' lists of the installation document. */
export interface InstallationEntityLists {
  users?: UserRecord[];
  roles?: RoleRecord[];
  display_notes?: DisplayNoteRecord[];
  reports?: ReportRecord[];
  probable_defect_monitors?: ProbableDefectMonitorRecord[];
  app_clients?: AppClientRecord[];
}
