import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Admin entity AlertChannel (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminAlertChannel = {
  __typename?: 'AdminAlertChannel';
  category: Maybe<Scalars['String']['output']>;
  class: Maybe<Scalars['String']['output']>;
  has_secret: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  outbound_can_reply: Maybe<Scalars['Boolean']['output']>;
  outbound_enabled: Maybe<Scalars['Boolean']['output']>;
  outbound_url: Maybe<Scalars['String']['output']>;
  recipients: Array<AdminAlertRecipient>;
  /** only superusers read it back; others get null here and see has_secret */
  secret: Maybe<Scalars['String']['output']>;
  supports_phone_calls: Maybe<Scalars['Boolean']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminAlertChannelInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  class?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  outbound_can_reply?: InputMaybe<Scalars['Boolean']['input']>;
  outbound_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  outbound_url?: InputMaybe<Scalars['String']['input']>;
  recipients?: InputMaybe<Array<AdminAlertRecipientInput>>;
  secret?: InputMaybe<Scalars['String']['input']>;
  supports_phone_calls?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Spec 02 §3 recipient of an alert channel (alertchannel_id is the channel it is stored in). */
export type AdminAlertRecipient = {
  __typename?: 'AdminAlertRecipient';
  /** unique within the collection; missing for a new item */
  id: Maybe<Scalars['Int']['output']>;
  /** a phone number, pager id or group name */
  identification: Maybe<Scalars['String']['output']>;
  /** single or group */
  recipient_type: Maybe<Scalars['String']['output']>;
};

export type AdminAlertRecipientInput = {
  /** unique within the collection; missing for a new item */
  id?: InputMaybe<Scalars['Int']['input']>;
  identification?: InputMaybe<Scalars['String']['input']>;
  recipient_type?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity AppClient (spec 02 §3), stored per installation. Needs app::manage_devices and the app licence. */
export type AdminAppClient = {
  __typename?: 'AdminAppClient';
  id: Scalars['Int']['output'];
  /** connected to the app gateway now */
  is_connected: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** what the phone pairs with; null once it is paired (a used token pairs nothing again) */
  pairing_token: Maybe<Scalars['String']['output']>;
  /** the pairing token has expired unused: it pairs nothing, unpairing makes a new one */
  pairing_token_expired: Maybe<Scalars['Boolean']['output']>;
  /** when the pairing token stops pairing (ISO 8601 UTC; CS_PAIRING_TOKEN_HOURS after it was made); null without one */
  pairing_token_expires_at: Maybe<Scalars['String']['output']>;
  /** the app permissions the phone reports granted: do_not_disturb_access, foreground_services, post_notifications, read_phone_state, ignore_battery_optimisation, exact_alarms, full_screen_intents */
  permissions: Array<Scalars['String']['output']>;
  phone_number: Maybe<Scalars['String']['output']>;
  /** device permissions the phone lacks (missing_<permission>) and not_reachable */
  problems: Array<Scalars['String']['output']>;
  /** reachable (connected), unreachable (paired, not connected) or unknown (never paired) */
  reachability: Maybe<Scalars['String']['output']>;
  /** when the phone paired (ISO 8601 UTC) */
  registration: Maybe<Scalars['String']['output']>;
  /** the address the phone reaches the server at: http(s)://, never localhost (spec 02 §5) */
  server_url: Maybe<Scalars['String']['output']>;
  /** unpaired, paired (nobody logged in) or logged_in */
  state: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminAppClientInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone_number?: InputMaybe<Scalars['String']['input']>;
  server_url?: InputMaybe<Scalars['String']['input']>;
};

/** Spec 02 §3 node selection: a tree element the group prefers (priority) or never gets (ignored). */
export type AdminAppNodeSelection = {
  __typename?: 'AdminAppNodeSelection';
  mode: Maybe<Scalars['String']['output']>;
  system_tree_node_id: Maybe<Scalars['Int']['output']>;
};

export type AdminAppNodeSelectionInput = {
  mode?: InputMaybe<Scalars['String']['input']>;
  system_tree_node_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity AppUser (spec 02 §3), stored per system. Needs app::manage_users and the app licence. */
export type AdminAppUser = {
  __typename?: 'AdminAppUser';
  app_user_group_id: Maybe<Scalars['Int']['output']>;
  /** the name shown on displays and in the log when display names are enabled (app settings) */
  current_display_name: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/** Admin entity AppUserGroup (spec 02 §3), stored per system. Needs app::manage_user_groups and the app licence. */
export type AdminAppUserGroup = {
  __typename?: 'AdminAppUserGroup';
  /** Full: accept, reject, release; RejectOnly: the group may only reject (spec 02 §3) */
  call_handling_mode: Maybe<Scalars['String']['output']>;
  /** display groups whose calls the group receives besides its section */
  display_group_ids: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  node_selection: Array<AdminAppNodeSelection>;
  /** the section whose calls the group receives */
  section_id: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminAppUserGroupInput = {
  call_handling_mode?: InputMaybe<Scalars['String']['input']>;
  display_group_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  node_selection?: InputMaybe<Array<AdminAppNodeSelectionInput>>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminAppUserInput = {
  app_user_group_id?: InputMaybe<Scalars['Int']['input']>;
  current_display_name?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  password_repeat?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity Button (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminButton = {
  __typename?: 'AdminButton';
  button_type: Maybe<Scalars['Int']['output']>;
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_source_number: Maybe<Scalars['Int']['output']>;
  call_type_id: Maybe<Scalars['Int']['output']>;
  call_type_presence_id: Maybe<Scalars['Int']['output']>;
  display_group_id: Maybe<Scalars['Int']['output']>;
  fn_a: Maybe<Scalars['Int']['output']>;
  fn_b: Maybe<Scalars['Int']['output']>;
  fn_c: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  number: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminButtonInput = {
  button_type?: InputMaybe<Scalars['Int']['input']>;
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  call_source_number?: InputMaybe<Scalars['Int']['input']>;
  call_type_id?: InputMaybe<Scalars['Int']['input']>;
  call_type_presence_id?: InputMaybe<Scalars['Int']['input']>;
  display_group_id?: InputMaybe<Scalars['Int']['input']>;
  fn_a?: InputMaybe<Scalars['Int']['input']>;
  fn_b?: InputMaybe<Scalars['Int']['input']>;
  fn_c?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity CallSource (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminCallSource = {
  __typename?: 'AdminCallSource';
  char: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  number: Maybe<Scalars['Int']['output']>;
  /** short device text: 7 characters, no umlauts */
  text: Maybe<Scalars['String']['output']>;
};

/** Admin entity CallSourceGroup (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminCallSourceGroup = {
  __typename?: 'AdminCallSourceGroup';
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  related_callsources: Array<Scalars['Int']['output']>;
  /** devices are reported unreachable after this many minutes */
  timeout_minutes: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminCallSourceGroupInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  related_callsources?: InputMaybe<Array<Scalars['Int']['input']>>;
  timeout_minutes?: InputMaybe<Scalars['Int']['input']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminCallSourceInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity CallType (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminCallType = {
  __typename?: 'AdminCallType';
  char: Maybe<Scalars['String']['output']>;
  color: Maybe<Scalars['String']['output']>;
  display_config: Maybe<AdminCallTypeDisplayConfig>;
  flag: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** spec 02 §9: 0 text only ... 4 blink with beep three times per second */
  indication_type: Maybe<Scalars['Int']['output']>;
  /** spec 02 §9 LED colours 0-7 */
  led_primary_color: Maybe<Scalars['Int']['output']>;
  led_secondary_color: Maybe<Scalars['Int']['output']>;
  name: Maybe<Scalars['String']['output']>;
  sort_order: Maybe<Scalars['Int']['output']>;
  /** shown on the devices: 19 characters, no umlauts */
  text: Maybe<Scalars['String']['output']>;
  urgency: Maybe<Scalars['String']['output']>;
};

/** Spec 02 §3 display flags of a call type. */
export type AdminCallTypeDisplayConfig = {
  __typename?: 'AdminCallTypeDisplayConfig';
  fullscreen: Maybe<Scalars['Boolean']['output']>;
  hide_lower_priority: Maybe<Scalars['Boolean']['output']>;
  monitor_own_calls: Maybe<Scalars['Boolean']['output']>;
  normal_beep_15_sec: Maybe<Scalars['Boolean']['output']>;
  permanent_display_area: Maybe<Scalars['Boolean']['output']>;
};

export type AdminCallTypeDisplayConfigInput = {
  fullscreen?: InputMaybe<Scalars['Boolean']['input']>;
  hide_lower_priority?: InputMaybe<Scalars['Boolean']['input']>;
  monitor_own_calls?: InputMaybe<Scalars['Boolean']['input']>;
  normal_beep_15_sec?: InputMaybe<Scalars['Boolean']['input']>;
  permanent_display_area?: InputMaybe<Scalars['Boolean']['input']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminCallTypeInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  display_config?: InputMaybe<AdminCallTypeDisplayConfigInput>;
  flag?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  indication_type?: InputMaybe<Scalars['Int']['input']>;
  led_primary_color?: InputMaybe<Scalars['Int']['input']>;
  led_secondary_color?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  urgency?: InputMaybe<Scalars['String']['input']>;
};

/** A checkpoint on a map (spec 02 §3): positions and diameter in percent of the image width and height. */
export type AdminCheckpoint = {
  __typename?: 'AdminCheckpoint';
  char: Maybe<Scalars['String']['output']>;
  /** in percent of the image width */
  diameter: Maybe<Scalars['Int']['output']>;
  /** unique within the collection; missing for a new item */
  id: Maybe<Scalars['Int']['output']>;
  /** unique within the map */
  number: Maybe<Scalars['Int']['output']>;
  position_x: Maybe<Scalars['Float']['output']>;
  position_y: Maybe<Scalars['Float']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  /** device text: 19 characters, no umlauts */
  text: Maybe<Scalars['String']['output']>;
};

export type AdminCheckpointInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  diameter?: InputMaybe<Scalars['Int']['input']>;
  /** unique within the collection; missing for a new item */
  id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  position_x?: InputMaybe<Scalars['Float']['input']>;
  position_y?: InputMaybe<Scalars['Float']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity CheckpointMap (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminCheckpointMap = {
  __typename?: 'AdminCheckpointMap';
  /** positions in percent of the image */
  checkpoints: Array<AdminCheckpoint>;
  id: Scalars['Int']['output'];
  /** where the console loads the stored image */
  image_url: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  sort_order: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminCheckpointMapInput = {
  checkpoints?: InputMaybe<Array<AdminCheckpointInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
};

/** A section and call type pair that a display group shows. */
export type AdminConnectionInput = {
  call_type_id: Scalars['Int']['input'];
  section_id: Scalars['Int']['input'];
};

/** Admin entity DisplayGroup (spec 02 §3), stored per system. Needs admin::manage_system, or app::manage_display_groups and the app licence. */
export type AdminDisplayGroup = {
  __typename?: 'AdminDisplayGroup';
  connections: Array<DisplayGroupConnection>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminDisplayGroupInput = {
  connections?: InputMaybe<Array<AdminConnectionInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity DisplayGroupOverride (spec 02 §3), stored per system. Needs systemtree::see_display_group_overrides and the management licence. */
export type AdminDisplayGroupOverride = {
  __typename?: 'AdminDisplayGroupOverride';
  /** the display group the covered calls go to while it is active (253-255 special) */
  display_group_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** active: the override applies now */
  is_enabled: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** the sections it covers */
  section_ids: Array<Scalars['Int']['output']>;
  /** the devices (tree nodes) it covers */
  system_tree_node_ids: Array<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminDisplayGroupOverrideInput = {
  display_group_id?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  system_tree_node_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Admin entity DisplayNote (spec 02 §3), stored per installation. Needs admin::manage_display_notes. */
export type AdminDisplayNote = {
  __typename?: 'AdminDisplayNote';
  active: Maybe<Scalars['Boolean']['output']>;
  color: Maybe<Scalars['String']['output']>;
  /** the date shown on the note */
  display_date: Maybe<Scalars['String']['output']>;
  /** ISO instant; empty = open-ended */
  display_from: Maybe<Scalars['String']['output']>;
  display_until: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  sort_order: Maybe<Scalars['Int']['output']>;
  text: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminDisplayNoteInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  display_date?: InputMaybe<Scalars['String']['input']>;
  display_from?: InputMaybe<Scalars['String']['input']>;
  display_until?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity FlightProfile (spec 02 §3), stored per system. Needs admin::manage_flightprofiles. */
export type AdminFlightProfile = {
  __typename?: 'AdminFlightProfile';
  /** rule set: ids of the checkpoints a resident must not pass */
  checkpoints: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** ids of the system tree nodes the profile applies to */
  system_tree_nodes: Array<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminFlightProfileInput = {
  checkpoints?: InputMaybe<Array<Scalars['Int']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  system_tree_nodes?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Admin entity Hub (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminHub = {
  __typename?: 'AdminHub';
  id: Scalars['Int']['output'];
  ip: Maybe<Scalars['String']['output']>;
  last_sync: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** whether a password is stored (a new address without it removes it) */
  password_set: Maybe<Scalars['Boolean']['output']>;
  /** online, offline, unauthorized or unknown */
  status: Maybe<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminHubInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity Indicator (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminIndicator = {
  __typename?: 'AdminIndicator';
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_types: Array<Scalars['Int']['output']>;
  fn_a: Maybe<Scalars['Int']['output']>;
  fn_b: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  linked_call_source_id: Maybe<Scalars['Int']['output']>;
  number: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminIndicatorInput = {
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  call_types?: InputMaybe<Array<Scalars['Int']['input']>>;
  fn_a?: InputMaybe<Scalars['Int']['input']>;
  fn_b?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  linked_call_source_id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity Interconnection (spec 02 §3), stored per system. Needs systemtree::manage_devices and the management licence. */
export type AdminInterconnection = {
  __typename?: 'AdminInterconnection';
  id: Scalars['Int']['output'];
  /** enabled: the section is shared now */
  is_enabled: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** the section's own display group: its calls of the section are shared */
  section_display_group_id: Maybe<Scalars['Int']['output']>;
  /** the section whose calls are shared */
  section_id: Maybe<Scalars['Int']['output']>;
  /** the display group that shows them too while enabled */
  systemtree_display_group_id: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminInterconnectionInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_display_group_id?: InputMaybe<Scalars['Int']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  systemtree_display_group_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity MergeGroup (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminMergeGroup = {
  __typename?: 'AdminMergeGroup';
  call_type_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  interconnections: Array<AdminMergeGroupInterconnection>;
  name: Maybe<Scalars['String']['output']>;
  /** main section */
  section_id: Maybe<Scalars['Int']['output']>;
  /** rule set: the merged sections */
  section_ids: Array<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminMergeGroupInput = {
  call_type_id?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  interconnections?: InputMaybe<Array<AdminMergeGroupInterconnectionInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A connection entry of a merge group (spec 02 §3 interconnections). */
export type AdminMergeGroupInterconnection = {
  __typename?: 'AdminMergeGroupInterconnection';
  /** unique within the collection; missing for a new item */
  id: Maybe<Scalars['Int']['output']>;
  is_enabled: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** display group the section shows (253-255 special) */
  section_display_group_id: Maybe<Scalars['Int']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  /** display group the system tree shows (253-255 special) */
  systemtree_display_group_id: Maybe<Scalars['Int']['output']>;
};

export type AdminMergeGroupInterconnectionInput = {
  /** unique within the collection; missing for a new item */
  id?: InputMaybe<Scalars['Int']['input']>;
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_display_group_id?: InputMaybe<Scalars['Int']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  systemtree_display_group_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity ProbableDefectMonitor (spec 02 §3), stored per installation. Needs admin::manage_system. */
export type AdminProbableDefectMonitor = {
  __typename?: 'AdminProbableDefectMonitor';
  /** hex code of the hub criterion, e.g. 0x6A */
  criterion: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** the most reports allowed within the timeframe; one more is a probable defect */
  threshold: Maybe<Scalars['Int']['output']>;
  /** hours */
  timeframe: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminProbableDefectMonitorInput = {
  criterion?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  threshold?: InputMaybe<Scalars['Int']['input']>;
  timeframe?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity Report (spec 02 §3), stored per installation. Needs admin::manage_reports and the analytics licence. */
export type AdminReport = {
  __typename?: 'AdminReport';
  /** percent */
  battery_threshold: Maybe<Scalars['Int']['output']>;
  /** minutes */
  call_duration_threshold: Maybe<Scalars['Int']['output']>;
  email: Maybe<Scalars['String']['output']>;
  enabled: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['Int']['output'];
  include_battery: Maybe<Scalars['Boolean']['output']>;
  include_long_calls: Maybe<Scalars['Boolean']['output']>;
  include_not_reachable: Maybe<Scalars['Boolean']['output']>;
  include_probable_defects: Maybe<Scalars['Boolean']['output']>;
  notify_battery: Maybe<Scalars['Boolean']['output']>;
  notify_defects: Maybe<Scalars['Boolean']['output']>;
  notify_not_reachable: Maybe<Scalars['Boolean']['output']>;
  notify_probable_defects: Maybe<Scalars['Boolean']['output']>;
  probable_defect_count_threshold: Maybe<Scalars['Int']['output']>;
  probable_defect_criterion: Maybe<Scalars['String']['output']>;
  /** hours */
  probable_defect_duration: Maybe<Scalars['Int']['output']>;
  radio_enabled: Maybe<Scalars['Boolean']['output']>;
  send_daily: Maybe<Scalars['Boolean']['output']>;
  send_monthly: Maybe<Scalars['Boolean']['output']>;
  send_weekly: Maybe<Scalars['Boolean']['output']>;
  technical_enabled: Maybe<Scalars['Boolean']['output']>;
  /** include the calls that ended by a timeout (spec 02 §3 report timeouts, our reading) */
  timeouts: Maybe<Scalars['Boolean']['output']>;
  wired_enabled: Maybe<Scalars['Boolean']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminReportInput = {
  battery_threshold?: InputMaybe<Scalars['Int']['input']>;
  call_duration_threshold?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  include_battery?: InputMaybe<Scalars['Boolean']['input']>;
  include_long_calls?: InputMaybe<Scalars['Boolean']['input']>;
  include_not_reachable?: InputMaybe<Scalars['Boolean']['input']>;
  include_probable_defects?: InputMaybe<Scalars['Boolean']['input']>;
  notify_battery?: InputMaybe<Scalars['Boolean']['input']>;
  notify_defects?: InputMaybe<Scalars['Boolean']['input']>;
  notify_not_reachable?: InputMaybe<Scalars['Boolean']['input']>;
  notify_probable_defects?: InputMaybe<Scalars['Boolean']['input']>;
  probable_defect_count_threshold?: InputMaybe<Scalars['Int']['input']>;
  probable_defect_criterion?: InputMaybe<Scalars['String']['input']>;
  probable_defect_duration?: InputMaybe<Scalars['Int']['input']>;
  radio_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  send_daily?: InputMaybe<Scalars['Boolean']['input']>;
  send_monthly?: InputMaybe<Scalars['Boolean']['input']>;
  send_weekly?: InputMaybe<Scalars['Boolean']['input']>;
  technical_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  timeouts?: InputMaybe<Scalars['Boolean']['input']>;
  wired_enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Admin entity Role (spec 02 §3), stored per installation. Needs admin::manage_roles. */
export type AdminRole = {
  __typename?: 'AdminRole';
  /** restricts the role to these call source groups; empty = all */
  call_source_group_ids: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** permission codes module::action */
  permissions: Array<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminRoleInput = {
  call_source_group_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Admin entity Schedule (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminSchedule = {
  __typename?: 'AdminSchedule';
  id: Scalars['Int']['output'];
  /** number of intervals (steps) = boundaries set, 1 (all day) to 5; derived from the times */
  interval: Maybe<Scalars['Int']['output']>;
  name: Maybe<Scalars['String']['output']>;
  time_1: Maybe<Scalars['String']['output']>;
  time_2: Maybe<Scalars['String']['output']>;
  time_3: Maybe<Scalars['String']['output']>;
  time_4: Maybe<Scalars['String']['output']>;
  time_5: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminScheduleInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  time_1?: InputMaybe<Scalars['String']['input']>;
  time_2?: InputMaybe<Scalars['String']['input']>;
  time_3?: InputMaybe<Scalars['String']['input']>;
  time_4?: InputMaybe<Scalars['String']['input']>;
  time_5?: InputMaybe<Scalars['String']['input']>;
};

/** Admin entity Section (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminSection = {
  __typename?: 'AdminSection';
  active_display_group_override_id: Maybe<Scalars['Int']['output']>;
  allow_manual_call_closure: Maybe<Scalars['Boolean']['output']>;
  /** the main section */
  connected_section_id: Maybe<Scalars['Int']['output']>;
  has_display_group_override: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['Int']['output'];
  is_hidden: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  weekday_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_5_id: Maybe<Scalars['Int']['output']>;
  weekday_schedule_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_5_id: Maybe<Scalars['Int']['output']>;
  weekend_schedule_id: Maybe<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminSectionInput = {
  allow_manual_call_closure?: InputMaybe<Scalars['Boolean']['input']>;
  connected_section_id?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_hidden?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  weekday_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_schedule_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_schedule_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity SubscriptionView (spec 02 §3), stored per system. Needs app::manage_subscriptions and the app licence. */
export type AdminSubscriptionView = {
  __typename?: 'AdminSubscriptionView';
  app_user_ids: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  system_tree_node_ids: Array<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminSubscriptionViewInput = {
  app_user_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  system_tree_node_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Admin entity SystemParam (spec 02 §3), stored per installation. Needs admin::manage_system. */
export type AdminSystemParam = {
  __typename?: 'AdminSystemParam';
  auto_commit: Maybe<Scalars['Boolean']['output']>;
  call_suppression_enabled: Maybe<Scalars['Boolean']['output']>;
  call_suppression_sections: Array<Scalars['Int']['output']>;
  call_suppression_time_end: Maybe<Scalars['String']['output']>;
  call_suppression_time_start: Maybe<Scalars['String']['output']>;
  daylight_savings: Maybe<Scalars['Boolean']['output']>;
  dhcp: Maybe<Scalars['Boolean']['output']>;
  display_language: Maybe<Scalars['String']['output']>;
  gateway: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  ip: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  night_start: Maybe<Scalars['String']['output']>;
  night_stop: Maybe<Scalars['String']['output']>;
  ntp_server: Maybe<Scalars['String']['output']>;
  /** whether a password is stored (a new address or port without it removes it) */
  password_set: Maybe<Scalars['Boolean']['output']>;
  subnet: Maybe<Scalars['String']['output']>;
  tcp_port: Maybe<Scalars['Int']['output']>;
  timezone: Maybe<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
  /** firmware version reported by the configurator */
  version: Maybe<Scalars['String']['output']>;
  weekend_start: Maybe<Scalars['String']['output']>;
  weekend_stop: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminSystemParamInput = {
  auto_commit?: InputMaybe<Scalars['Boolean']['input']>;
  call_suppression_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  call_suppression_sections?: InputMaybe<Array<Scalars['Int']['input']>>;
  call_suppression_time_end?: InputMaybe<Scalars['String']['input']>;
  call_suppression_time_start?: InputMaybe<Scalars['String']['input']>;
  daylight_savings?: InputMaybe<Scalars['Boolean']['input']>;
  dhcp?: InputMaybe<Scalars['Boolean']['input']>;
  display_language?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  night_start?: InputMaybe<Scalars['String']['input']>;
  night_stop?: InputMaybe<Scalars['String']['input']>;
  ntp_server?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  subnet?: InputMaybe<Scalars['String']['input']>;
  tcp_port?: InputMaybe<Scalars['Int']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  weekend_start?: InputMaybe<Scalars['String']['input']>;
  weekend_stop?: InputMaybe<Scalars['String']['input']>;
};

/** Admin lookup SystemTreeNode (spec 02 §3), stored per system. Needs admin::manage_flightprofiles, admin::manage_system. */
export type AdminSystemTreeNode = {
  __typename?: 'AdminSystemTreeNode';
  call_source_id: Maybe<Scalars['Int']['output']>;
  callback_number: Maybe<Scalars['String']['output']>;
  comment: Maybe<Scalars['String']['output']>;
  deny_manual_call_closure: Maybe<Scalars['Boolean']['output']>;
  flight_profile_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  inherit_flight_profile: Maybe<Scalars['Boolean']['output']>;
  inherit_section: Maybe<Scalars['Boolean']['output']>;
  inherit_text_long: Maybe<Scalars['Boolean']['output']>;
  inherit_text_short: Maybe<Scalars['Boolean']['output']>;
  is_linkable: Maybe<Scalars['Boolean']['output']>;
  is_tech: Maybe<Scalars['Boolean']['output']>;
  kind: Maybe<Scalars['String']['output']>;
  linked_system_tree_node_id: Maybe<Scalars['Int']['output']>;
  name: Maybe<Scalars['String']['output']>;
  number: Maybe<Scalars['Int']['output']>;
  parent_id: Maybe<Scalars['Int']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  serial: Maybe<Scalars['String']['output']>;
  sort_order: Maybe<Scalars['Int']['output']>;
  text_long: Maybe<Scalars['String']['output']>;
  text_short: Maybe<Scalars['String']['output']>;
};

/** Admin entity TreeView (spec 02 §3), stored per system. Needs systemtree::manage_views and the management licence. */
export type AdminTreeView = {
  __typename?: 'AdminTreeView';
  apply_permissions: Maybe<Scalars['Boolean']['output']>;
  filters: Array<AdminTreeViewFilter>;
  id: Scalars['Int']['output'];
  is_enabled: Maybe<Scalars['Boolean']['output']>;
  /** the view of the whole tree: one per system, never deleted */
  is_system_view: Maybe<Scalars['Boolean']['output']>;
  name: Maybe<Scalars['String']['output']>;
  role_permissions: Array<AdminTreeViewRolePermission>;
  sort_order: Maybe<Scalars['Int']['output']>;
};

/** A filter of a tree view: nodes whose field `key` has the value `value`. */
export type AdminTreeViewFilter = {
  __typename?: 'AdminTreeViewFilter';
  key: Maybe<Scalars['String']['output']>;
  value: Maybe<Scalars['String']['output']>;
};

export type AdminTreeViewFilterInput = {
  key?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminTreeViewInput = {
  apply_permissions?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Array<AdminTreeViewFilterInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  role_permissions?: InputMaybe<Array<AdminTreeViewRolePermissionInput>>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
};

/** A role's level on a tree view; roles not listed write. */
export type AdminTreeViewRolePermission = {
  __typename?: 'AdminTreeViewRolePermission';
  level: Maybe<Scalars['String']['output']>;
  role_id: Maybe<Scalars['Int']['output']>;
};

export type AdminTreeViewRolePermissionInput = {
  level?: InputMaybe<Scalars['String']['input']>;
  role_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin entity User (spec 02 §3), stored per installation. Needs admin::manage_users. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** several addresses separated by commas */
  email: Maybe<Scalars['String']['output']>;
  /** the route /home leads to (spec 01 §2); empty = the rules by permission */
  homepage: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_ldap: Maybe<Scalars['Boolean']['output']>;
  is_superuser: Maybe<Scalars['Boolean']['output']>;
  locale: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  notify_call_source_groups: Array<Scalars['Int']['output']>;
  password_is_temporary: Maybe<Scalars['Boolean']['output']>;
  roles: Array<Scalars['Int']['output']>;
  /** empty = all systems */
  system_access: Array<Scalars['Int']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  homepage?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_superuser?: InputMaybe<Scalars['Boolean']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notify_call_source_groups?: InputMaybe<Array<Scalars['Int']['input']>>;
  password?: InputMaybe<Scalars['String']['input']>;
  password_is_temporary?: InputMaybe<Scalars['Boolean']['input']>;
  password_repeat?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['Int']['input']>>;
  system_access?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Admin entity VideoStream (spec 02 §3), stored per system. Needs admin::manage_system. */
export type AdminVideoStream = {
  __typename?: 'AdminVideoStream';
  id: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** call type that starts the stream */
  trigger_start: Maybe<Scalars['Int']['output']>;
  /** call type that stops it */
  trigger_stop: Maybe<Scalars['Int']['output']>;
  url: Maybe<Scalars['String']['output']>;
};

/** id -1 or missing creates (spec 01 §4 form lifecycle). */
export type AdminVideoStreamInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  trigger_start?: InputMaybe<Scalars['Int']['input']>;
  trigger_stop?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A group of calls in the analytics (issue 17): key identifies it (a call type or section id, a shift early/late/night,
 * an ISO weekday 1-7, a device number), label is its name as the log kept it. p50/p90/p95 are the time to close in
 * whole seconds (exact nearest-rank percentiles; null without calls).
 */
export type AnalyticsBucket = {
  __typename?: 'AnalyticsBucket';
  /** calls answered by a presence in their room while open, and the time to that presence (p50/p90, seconds) */
  answered: Scalars['Int']['output'];
  calls: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  p50: Maybe<Scalars['Int']['output']>;
  p90: Maybe<Scalars['Int']['output']>;
  p95: Maybe<Scalars['Int']['output']>;
  presence_p50: Maybe<Scalars['Int']['output']>;
  presence_p90: Maybe<Scalars['Int']['output']>;
};

/**
 * One of the longest calls of the range (the list the dashboard links to the call's detail, /analytics/call/edit/:id):
 * id is the call log row's, duration whole seconds; the texts as the log kept them.
 */
export type AnalyticsLongCall = {
  __typename?: 'AnalyticsLongCall';
  call_type_text: Maybe<Scalars['String']['output']>;
  device_text: Maybe<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  opened_at: Scalars['String']['output'];
  section_name: Maybe<Scalars['String']['output']>;
};

/** The periods of per_period: hours up to a range of two days, days up to 62, weeks (from Monday) up to a year, else months. */
export type AnalyticsPeriod =
  | 'DAY'
  | 'HOUR'
  | 'MONTH'
  | 'WEEK';

/**
 * Calls in one period of the range; key is the period's start (ISO-8601 UTC), label that start on the facility's
 * clock: dd.MM.yyyy HH:mm for an hour, dd.MM.yyyy for a day or a week (its Monday), MM.yyyy for a month.
 */
export type AnalyticsPeriodCount = {
  __typename?: 'AnalyticsPeriodCount';
  calls: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** The shift starts the analytics used (local hours 0-23; the system's setting unless the query named others). */
export type AnalyticsShiftHours = {
  __typename?: 'AnalyticsShiftHours';
  early: Scalars['Int']['output'];
  late: Scalars['Int']['output'];
  night: Scalars['Int']['output'];
};

/**
 * Shift starts in the facility's local hours (0-23), ascending: early until late, late until night, night (over
 * midnight) until early.
 */
export type AnalyticsShifts = {
  early: Scalars['Int']['input'];
  late: Scalars['Int']['input'];
  night: Scalars['Int']['input'];
};

export type AppFeatures = {
  __typename?: 'AppFeatures';
  demo_mode: Scalars['Boolean']['output'];
  display_group_overrides: Scalars['Boolean']['output'];
};

/** Spec 02 §3 app settings: what the phones may do and when the server escalates, resends and releases calls. */
export type AppSettings = {
  __typename?: 'AppSettings';
  display_names_enabled: Scalars['Boolean']['output'];
  hide_presences: Scalars['Boolean']['output'];
  logout_disabled: Scalars['Boolean']['output'];
  logout_on_charge: Scalars['Boolean']['output'];
  sos_send_to_all_users: Scalars['Boolean']['output'];
  subscriptions_confirmation_required: Scalars['Boolean']['output'];
  subscriptions_enabled: Scalars['Boolean']['output'];
  subscriptions_user_defined: Scalars['Boolean']['output'];
  team_view_enabled: Scalars['Boolean']['output'];
  /** seconds an offered call waits for an answer before it goes to the whole group */
  timeouts_escalation: Scalars['Int']['output'];
  /** seconds an accepted call may stay without presence before it is released to all again */
  timeouts_release: Scalars['Int']['output'];
  /** hours an alert stays relevant (listed on the phones) */
  timeouts_relevant_alerts: Scalars['Int']['output'];
  /** hours a call stays relevant (listed on the phones) */
  timeouts_relevant_calls: Scalars['Int']['output'];
  /** seconds between resends of a call nobody accepted */
  timeouts_resend: Scalars['Int']['output'];
};

export type AppSettingsInput = {
  display_names_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  hide_presences?: InputMaybe<Scalars['Boolean']['input']>;
  logout_disabled?: InputMaybe<Scalars['Boolean']['input']>;
  logout_on_charge?: InputMaybe<Scalars['Boolean']['input']>;
  sos_send_to_all_users?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_confirmation_required?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_user_defined?: InputMaybe<Scalars['Boolean']['input']>;
  team_view_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  timeouts_escalation?: InputMaybe<Scalars['Int']['input']>;
  timeouts_release?: InputMaybe<Scalars['Int']['input']>;
  timeouts_relevant_alerts?: InputMaybe<Scalars['Int']['input']>;
  timeouts_relevant_calls?: InputMaybe<Scalars['Int']['input']>;
  timeouts_resend?: InputMaybe<Scalars['Int']['input']>;
};

/** Application state of the selected system (spec 01 §3, spec 02 §3 sync state). Times are ISO-8601 UTC. */
export type AppState = {
  __typename?: 'AppState';
  app_gateway_enabled: Scalars['Boolean']['output'];
  app_gateway_system_id: Maybe<Scalars['Int']['output']>;
  committing_gets_config: Scalars['Boolean']['output'];
  configurator_ip: Maybe<Scalars['String']['output']>;
  configurator_version: Maybe<Scalars['String']['output']>;
  features: AppFeatures;
  last_gets_change: Maybe<Scalars['String']['output']>;
  last_gets_commit: Maybe<Scalars['String']['output']>;
  offline_mode: Scalars['Boolean']['output'];
  outdated_hubs: Array<OutdatedHub>;
  setup_time: Maybe<Scalars['String']['output']>;
};

/**
 * Spec 01 §2 /appmanagement/statistic: one app user's or group's calls over the range. No id field: a user's and a
 * group's row would share a cache key.
 */
export type AppStatisticRow = {
  __typename?: 'AppStatisticRow';
  accepted: Scalars['Int']['output'];
  /** received calls that escalated because nobody accepted them in time */
  escalated: Scalars['Int']['output'];
  /** the group: the user's current group, or the group of this row */
  group_id: Maybe<Scalars['Int']['output']>;
  /** the user's group (users only) */
  group_name: Maybe<Scalars['String']['output']>;
  /** median seconds from the call's opening to the accept; null without accepts */
  median_accept_seconds: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** calls offered to the user (the group's users) at least once */
  received: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  /** the app user (users' rows only) */
  user_id: Maybe<Scalars['Int']['output']>;
};

export type AppStatistics = {
  __typename?: 'AppStatistics';
  groups: Array<AppStatisticRow>;
  /** the range's bounds (ISO-8601 UTC; from is null since the beginning), computed in the facility's zone */
  range_from: Maybe<Scalars['String']['output']>;
  range_to: Scalars['String']['output'];
  users: Array<AppStatisticRow>;
};

/** An audit log row (spec 02 §3 audit): who did what to which entity, in which system, when (ISO-8601 UTC). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** JSON text of the changed fields (secrets redacted) */
  changes: Scalars['String']['output'];
  entity: Scalars['String']['output'];
  entity_id: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** ok, denied or failed */
  outcome: Scalars['String']['output'];
  system_id: Maybe<Scalars['Int']['output']>;
  user_id: Scalars['Int']['output'];
  user_name: Scalars['String']['output'];
};

/** The signed-in user (spec 01 §3). id 0 means not logged in. */
export type AuthUser = {
  __typename?: 'AuthUser';
  homepage: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_superuser: Scalars['Boolean']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  password_is_temporary: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  roles: Array<Scalars['Int']['output']>;
  system_access: Array<Scalars['Int']['output']>;
};

/**
 * An open (or closed) call or presence (spec 01 §3), mirrored from the call system. id is unique per system only:
 * clients key calls by (system_id, id). Times are ISO-8601 UTC; duration is whole seconds open at the time the
 * list was sent.
 */
export type Call = {
  __typename?: 'Call';
  call_source: Maybe<CallSourceRef>;
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_source_text: Maybe<Scalars['String']['output']>;
  call_type: Maybe<CallType>;
  call_type_id: Scalars['Int']['output'];
  call_type_text: Maybe<Scalars['String']['output']>;
  closed_at: Maybe<Scalars['String']['output']>;
  device_text_long: Maybe<Scalars['String']['output']>;
  device_text_short: Maybe<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  handled_by_app_username: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** device id (system tree node id) */
  number: Scalars['Int']['output'];
  opened_at: Scalars['String']['output'];
  position: Maybe<Scalars['String']['output']>;
  section: Maybe<SectionRef>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  system_id: Scalars['Int']['output'];
  system_name: Scalars['String']['output'];
  system_tree_node: Maybe<SystemTreeNodeRef>;
};

/**
 * The analytics of the selected system's calls in a range of the call log's filter (spec 01 §2 analytics; spec 02 §3
 * call log, §9 date ranges in the facility's zone). Presences (staff at a device) are counted apart and are in no
 * call figure. previous_calls counts the calls of the same filter in the range of equal length just before (null
 * for SINCE_BEGINNING). Hours, weekdays and days are the facility's wall clock.
 */
export type CallAnalytics = {
  __typename?: 'CallAnalytics';
  /** calls answered by a presence (staff arriving in the call's room while it was open) and the time to it, seconds */
  answered: Scalars['Int']['output'];
  by_call_type: Array<AnalyticsBucket>;
  by_section: Array<AnalyticsBucket>;
  by_shift: Array<AnalyticsBucket>;
  by_weekday: Array<AnalyticsBucket>;
  calls: Scalars['Int']['output'];
  /** 7 rows Monday to Sunday of 24 local hours */
  heat_map: Array<Array<Scalars['Int']['output']>>;
  /** the longest of those calls, longest first (at most 10; ties: the earlier first) */
  long_call_list: Array<AnalyticsLongCall>;
  long_call_minutes: Scalars['Int']['output'];
  /** calls open longer than long_call_minutes (the reports' call_duration_threshold, else 10) */
  long_calls: Scalars['Int']['output'];
  p50: Maybe<Scalars['Int']['output']>;
  p90: Maybe<Scalars['Int']['output']>;
  p95: Maybe<Scalars['Int']['output']>;
  /** 24 counts, local hours 0-23 */
  per_hour: Array<Scalars['Int']['output']>;
  /** every period of the range, oldest first, those without calls at zero (since the beginning: from the first call's) */
  per_period: Array<AnalyticsPeriodCount>;
  period: AnalyticsPeriod;
  presence_p50: Maybe<Scalars['Int']['output']>;
  presence_p90: Maybe<Scalars['Int']['output']>;
  presence_p95: Maybe<Scalars['Int']['output']>;
  presences: Scalars['Int']['output'];
  previous_calls: Maybe<Scalars['Int']['output']>;
  range_from: Maybe<Scalars['String']['output']>;
  range_to: Scalars['String']['output'];
  shifts: AnalyticsShiftHours;
  time_zone: Scalars['String']['output'];
  /** the 10 devices (residents) with the most calls: the level of need */
  top_devices: Array<AnalyticsBucket>;
};

/** What the call display needs to filter and draw the calls of one system (spec 01 §7 CallDisplayRelations). */
export type CallDisplayRelations = {
  __typename?: 'CallDisplayRelations';
  callTypes: Array<CallType>;
  displayGroups: Array<DisplayGroup>;
  schedules: Array<Schedule>;
};

/**
 * A closed call or presence of the call log (spec 02 §3 call). id is the log row's id (unique in the installation);
 * call_id is the call system's id (unique per configurator run only). opened_at and closed_at are ISO-8601 UTC;
 * time_start and time_end are dd.MM.yyyy HH:mm and weekday the ISO weekday (1 Monday ... 7 Sunday), all in the
 * facility's time zone. duration is whole seconds.
 */
export type CallLogCall = {
  __typename?: 'CallLogCall';
  call_id: Scalars['Int']['output'];
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_source_text: Maybe<Scalars['String']['output']>;
  call_type: CallLogCallType;
  call_type_id: Scalars['Int']['output'];
  call_type_text: Maybe<Scalars['String']['output']>;
  closed_at: Maybe<Scalars['String']['output']>;
  device_number: Scalars['Int']['output'];
  device_text_long: Maybe<Scalars['String']['output']>;
  device_text_short: Maybe<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  /** the console user who ended the call, or the app user once app clients report it */
  handled_by_app_username: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_closed: Scalars['Boolean']['output'];
  is_presence: Scalars['Boolean']['output'];
  opened_at: Scalars['String']['output'];
  position: Maybe<Scalars['String']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  system_id: Scalars['Int']['output'];
  time_end: Maybe<Scalars['String']['output']>;
  time_start: Scalars['String']['output'];
  weekday: Scalars['Int']['output'];
};

/** The call type of a logged call as it was when the call closed (older rows: as it is now). */
export type CallLogCallType = {
  __typename?: 'CallLogCallType';
  /** the call type's current colour (#rrggbb), null when the call type no longer exists */
  color: Maybe<Scalars['String']['output']>;
  flag: Maybe<CallTypeFlag>;
  urgency: Maybe<Urgency>;
};

/** A new row in the selected system's call log (a call or presence closed). */
export type CallLogChange = {
  __typename?: 'CallLogChange';
  /** the newest row id of the log */
  last_id: Scalars['Int']['output'];
};

export type CallLogDetail = {
  __typename?: 'CallLogDetail';
  call: CallLogCall;
  /** seconds from opened to the first presence, null without one */
  time_to_presence: Maybe<Scalars['Int']['output']>;
  time_zone: Scalars['String']['output'];
  timeline: Array<CallLogEvent>;
};

export type CallLogEvent = {
  __typename?: 'CallLogEvent';
  at: Scalars['String']['output'];
  kind: CallLogEventKind;
  /** seconds since the call opened */
  offset: Scalars['Int']['output'];
  /** dd.MM.yyyy HH:mm in the facility's time zone */
  time: Scalars['String']['output'];
  user_name: Maybe<Scalars['String']['output']>;
};

/**
 * What happened to a call, in order: OPENED and CLOSED from the call system; PRESENCE when staff arrived (a presence
 * opened at the device or in its room while the call was open); the device actions sent from the console (EndCalls,
 * Mute, Unmute, IgnoreDefects, Restart) with the user who sent them.
 */
export type CallLogEventKind =
  /** spec 02 §3 call actions of the phones (user_name: the app user) and of the server's escalation */
  | 'Accepted'
  | 'CLOSED'
  | 'Callback'
  | 'EndCalls'
  | 'Escalated'
  | 'IgnoreDefects'
  | 'Mute'
  | 'Muted'
  | 'NFC'
  | 'OPENED'
  | 'PRESENCE'
  | 'Rejected'
  | 'Released'
  | 'Resent'
  | 'Restart'
  | 'Timeout'
  | 'Unmute';

/** Server-side filters of the call log; lists match any of their values, filters combine with AND. */
export type CallLogFilter = {
  call_source_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  call_type_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  range?: InputMaybe<CallLogRange>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** a part of the call's texts (call type, call source, device, section, handled by, position); at most 100 characters */
  text?: InputMaybe<Scalars['String']['input']>;
  urgencies?: InputMaybe<Array<Urgency>>;
};

/** The rows of a filter written after a page the console shows, counted as the log counts them (issue 38: a live log). */
export type CallLogNews = {
  __typename?: 'CallLogNews';
  calls: Scalars['Int']['output'];
  /** the newest row id of the log now */
  last_id: Scalars['Int']['output'];
  presences: Scalars['Int']['output'];
};

export type CallLogOption = {
  __typename?: 'CallLogOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** What the call log's filters offer: the selected system's sections, call types and call sources, by name. */
export type CallLogOptions = {
  __typename?: 'CallLogOptions';
  call_sources: Array<CallLogOption>;
  call_types: Array<CallLogOption>;
  sections: Array<CallLogOption>;
};

export type CallLogPage = {
  __typename?: 'CallLogPage';
  /**
   * the matching calls and presences counted apart (issue 38: the log's count says '7 Rufe · 5 Anwesenheiten', as the
   * analytics do); null when total is capped
   */
  calls: Maybe<Scalars['Int']['output']>;
  /**
   * the newest row id of the log when this page was read: callLogNews counts what the live log adds after it (rows
   * are numbered in the order they are written)
   */
  last_id: Scalars['Int']['output'];
  /** pass as `after` for the next page; null on the last page */
  next_cursor: Maybe<Scalars['String']['output']>;
  presences: Maybe<Scalars['Int']['output']>;
  /** the range's bounds (ISO-8601 UTC; from is null since the beginning) and the facility's zone they were computed in */
  range_from: Maybe<Scalars['String']['output']>;
  range_to: Scalars['String']['output'];
  rows: Array<CallLogCall>;
  time_zone: Scalars['String']['output'];
  /** the number of matching rows (calls and presences), counted up to 10,000 */
  total: Scalars['Int']['output'];
  /** true when more rows match than total says */
  total_capped: Scalars['Boolean']['output'];
};

/** The call log's date ranges (spec 02 §9), computed in the facility's time zone. */
export type CallLogRange =
  | 'DAY_BEFORE_YESTERDAY'
  | 'LAST_7_DAYS'
  | 'LAST_12_HOURS'
  | 'LAST_14_DAYS'
  | 'LAST_24_HOURS'
  | 'LAST_30_DAYS'
  | 'LAST_HOUR'
  | 'LAST_YEAR'
  | 'SINCE_BEGINNING'
  | 'THIS_YEAR'
  | 'YESTERDAY';

/** The call log's sortable columns. */
export type CallLogSort =
  | 'call_type_text'
  | 'closed_at'
  | 'device_text_long'
  | 'duration'
  | 'opened_at'
  | 'section_name';

export type CallSourceRef = {
  __typename?: 'CallSourceRef';
  char: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
};

/** A call type as the display uses it (spec 01 §3). color is a CSS colour (#rrggbb); missing sort_order counts as 999. */
export type CallType = {
  __typename?: 'CallType';
  char: Maybe<Scalars['String']['output']>;
  color: Scalars['String']['output'];
  flag: CallTypeFlag;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sort_order: Maybe<Scalars['Int']['output']>;
  text: Maybe<Scalars['String']['output']>;
  urgency: Urgency;
};

/** Spec 01 §3 call type flag. */
export type CallTypeFlag =
  | 'defect'
  | 'none'
  | 'presence';

/**
 * One push of callsChanged: the full current list of the system's open calls and presences, replacing the previous
 * one. sequence increases by one per change of that system; a client that sees a gap knows it missed a change, and
 * the full list makes it whole again.
 */
export type CallsChange = {
  __typename?: 'CallsChange';
  calls: Array<Call>;
  /**
   * The backend's link to the system's call system (its Gets gateway, spec 02 §4 sync status): 'online',
   * 'offline', 'unauthorized' or 'unknown' (not connected yet). When it is not 'online' the calls are the last
   * known list and may be stale; the display says so. A change of the link is a change: a new CallsChange is
   * pushed. Null only from servers that do not know it.
   */
  link: Maybe<Scalars['String']['output']>;
  /**
   * When the backend built this list (ISO-8601 UTC with milliseconds). With opened_at it tells how long the call
   * system and the backend took; the display adds its own part and shows the call-to-screen time.
   */
  sent_at: Scalars['String']['output'];
  sequence: Scalars['Int']['output'];
  system_id: Scalars['Int']['output'];
};

/**
 * The sync state of the selected system (spec 02 §3 config changelog result, §4). status: ready, in-sync,
 * needs-commit, busy, processing, loading, offline, unauthorized, unknown. error: the last failure in the
 * user's language. config: the configurator's address. pending: the last change is newer than the last commit.
 */
export type ConfigChangelog = {
  __typename?: 'ConfigChangelog';
  changelog: Array<ConfigChangelogEntry>;
  commit: Maybe<ConfigCommitProgress>;
  committing: Scalars['Boolean']['output'];
  config: Maybe<Scalars['String']['output']>;
  error: Maybe<Scalars['String']['output']>;
  error_key: Maybe<Scalars['String']['output']>;
  /** the record, field and reason of a row the configurator refused (error_key refused_row) */
  error_record: Maybe<ConfigRefusedRecord>;
  loaded_at: Maybe<Scalars['String']['output']>;
  pending: Scalars['Boolean']['output'];
  progress: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
};

/** The configurator's record as CSV (header and row, docs/protocols.md §2.1). */
export type ConfigChangelogCsv = {
  __typename?: 'ConfigChangelogCsv';
  theirs: Maybe<Scalars['String']['output']>;
};

/**
 * One record that is not in sync (spec 02 §3 config changelog). state: created, updated, deleted (changed in the
 * product since the last sync; a commit sends them), theirs_created, theirs_updated, removed (changed at the
 * configurator; an import takes them), data_override_warning (changed on both sides), needs_commit (equal, not
 * committed yet), imported and sent (what an import or a commit did with the record). entity_kind is the Gets kind
 * (docs/protocols.md §2.1). ours and theirs are the records as JSON text in the protocol's columns.
 */
export type ConfigChangelogEntry = {
  __typename?: 'ConfigChangelogEntry';
  changes: Array<ConfigFieldChange>;
  csv: ConfigChangelogCsv;
  entity_id: Scalars['Int']['output'];
  entity_kind: Scalars['String']['output'];
  id: Scalars['String']['output'];
  ours: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  theirs: Maybe<Scalars['String']['output']>;
};

/** A commit's send task (spec 02 §4): step init, preparing, wiping, sending, syncing, validating, finishing, done or failed. */
export type ConfigCommitProgress = {
  __typename?: 'ConfigCommitProgress';
  error: Maybe<Scalars['String']['output']>;
  finished_at: Maybe<Scalars['String']['output']>;
  progress: Scalars['Int']['output'];
  started_at: Scalars['String']['output'];
  status: Scalars['String']['output'];
  step: Scalars['String']['output'];
  task_id: Maybe<Scalars['Int']['output']>;
  wipe: Scalars['Boolean']['output'];
};

export type ConfigCommitResult = {
  __typename?: 'ConfigCommitResult';
  commit: ConfigCommitProgress;
  sent: Array<ConfigChangelogEntry>;
};

/** One changed field of a changelog entry: the product's value and the configurator's (spec 02 §3). */
export type ConfigFieldChange = {
  __typename?: 'ConfigFieldChange';
  field: Scalars['String']['output'];
  ours: Maybe<Scalars['String']['output']>;
  theirs: Maybe<Scalars['String']['output']>;
};

/** A config-import check that failed (spec 02 §5), naming its records. */
export type ConfigImportFailure = {
  __typename?: 'ConfigImportFailure';
  check: Scalars['String']['output'];
  detail: Maybe<Scalars['String']['output']>;
  entity_ids: Array<Scalars['Int']['output']>;
  entity_kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type ConfigImportResult = {
  __typename?: 'ConfigImportResult';
  failures: Array<ConfigImportFailure>;
  imported: Array<ConfigChangelogEntry>;
  success: Scalars['Boolean']['output'];
};

/**
 * A row the configurator refused (docs/protocols.md §2.1 invalid_change: spec 02 §8 sync error), located in the
 * product: the record (entity, entity_label in the reader's language, entity_id; a display group connection's record
 * is its group), the product's field and the configurator's column, the reason as the catalogue's key and data (JSON) and in the reader's language,
 * the Gets kind and row id it named, and the route of the record's form (path).
 */
export type ConfigRefusedRecord = {
  __typename?: 'ConfigRefusedRecord';
  column: Scalars['String']['output'];
  data: Maybe<Scalars['String']['output']>;
  entity: Scalars['String']['output'];
  entity_id: Scalars['Int']['output'];
  entity_kind: Scalars['String']['output'];
  entity_label: Scalars['String']['output'];
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
  path: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  row_id: Scalars['Int']['output'];
};

export type CreateDisplayProfileInput = {
  font_size: DisplayFontSize;
  fullscreen: Scalars['Boolean']['input'];
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
  settings: Array<ProfileSystemSettingInput>;
  show_presences: Scalars['Boolean']['input'];
  show_video_stream: Scalars['Boolean']['input'];
};

/**
 * A device of the selected system with a defect not yet over (spec 01 §2 /admin/defects): an open incident of kind
 * defects (a defect call open longer than defects_timeout) or probable_defects (a monitor's criterion over its
 * threshold). detail is the incident's JSON; since dd.MM.yyyy HH:mm in the facility's zone.
 */
export type DefectEntry = {
  __typename?: 'DefectEntry';
  detail: Scalars['String']['output'];
  device_name: Maybe<Scalars['String']['output']>;
  device_number: Scalars['Int']['output'];
  incident_id: Scalars['Int']['output'];
  kind: IncidentKind;
  node_id: Maybe<Scalars['Int']['output']>;
  opened_at: Scalars['String']['output'];
  room_name: Maybe<Scalars['String']['output']>;
  severity: IncidentSeverity;
  since: Scalars['String']['output'];
  state: IncidentState;
};

export type DefectList = {
  __typename?: 'DefectList';
  items: Array<DefectEntry>;
  time_zone: Scalars['String']['output'];
};

/** Device actions of the call system (spec 02 §3, §7). */
export type DeviceAction =
  | 'EndCalls'
  | 'IgnoreDefects'
  | 'Mute'
  | 'Restart'
  | 'Unmute';

export type DeviceActionResult = {
  __typename?: 'DeviceActionResult';
  success: Scalars['Boolean']['output'];
};

/**
 * A note on a device (spec 02 §3 Note (on a device): text, author, created_at). A preset's text is its name in the
 * request's language; preset is null for free text.
 */
export type DeviceNote = {
  __typename?: 'DeviceNote';
  /** ISO 8601 UTC */
  created_at: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  node_id: Scalars['Int']['output'];
  preset: Maybe<DeviceNotePreset>;
  text: Scalars['String']['output'];
  /** the author's name as it was when the note was written (the session's user) */
  user_name: Scalars['String']['output'];
};

/** Spec 02 §3 note presets: battery replaced, defective, elevator lockdown, in repair, lost, replaced. */
export type DeviceNotePreset =
  | 'BATTERY_REPLACED'
  | 'DEFECTIVE'
  | 'ELEVATOR_LOCKDOWN'
  | 'IN_REPAIR'
  | 'LOST'
  | 'REPLACED';

/** Spec 01 §3 display profile font size; the console sends it in upper case (spec 01 §7). */
export type DisplayFontSize =
  | 'LARGER'
  | 'LARGEST'
  | 'NORMAL';

/** Spec 01 §3 display group. Special ids: 255 none, 254 all groups, 253 section. */
export type DisplayGroup = {
  __typename?: 'DisplayGroup';
  connections: Array<DisplayGroupConnection>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DisplayGroupConnection = {
  __typename?: 'DisplayGroupConnection';
  call_type_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  section_id: Scalars['Int']['output'];
};

/** Spec 01 §3 display note. display_date is an optional ISO date shown on the note; display_from/until bound when it is active. */
export type DisplayNote = {
  __typename?: 'DisplayNote';
  active: Scalars['Boolean']['output'];
  color: DisplayNoteColor;
  display_date: Maybe<Scalars['String']['output']>;
  display_from: Maybe<Scalars['String']['output']>;
  display_until: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  sort_order: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Spec 01 §3 display note colour. */
export type DisplayNoteColor =
  | 'blue'
  | 'green'
  | 'red'
  | 'yellow';

/** Spec 01 §3 display profile. slug is derived from the name, unique, and never sent on save. */
export type DisplayProfile = {
  __typename?: 'DisplayProfile';
  font_size: DisplayFontSize;
  fullscreen: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** de, en, fr or it */
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  settings: Array<ProfileSystemSetting>;
  show_presences: Scalars['Boolean']['output'];
  show_video_stream: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
};

/** Spec 02 §3 export format. */
export type ExportFormat =
  | 'CSV'
  | 'PDF'
  | 'XLSX';

/**
 * An export of the signed-in user (a user sees only their own). created_at and finished_at are ISO-8601 UTC;
 * created_time and finished_time dd.MM.yyyy HH:mm in the system's facility zone. rows_done of rows_total is the
 * progress; download_url is set when Complete (GET with the session; the file is deleted one month after created_at,
 * together with the job: expires_at).
 */
export type ExportJob = {
  __typename?: 'ExportJob';
  created_at: Scalars['String']['output'];
  created_time: Scalars['String']['output'];
  download_url: Maybe<Scalars['String']['output']>;
  /** why it failed, in the caller's language */
  error: Maybe<Scalars['String']['output']>;
  expires_at: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  finished_at: Maybe<Scalars['String']['output']>;
  finished_time: Maybe<Scalars['String']['output']>;
  format: ExportFormat;
  id: Scalars['Int']['output'];
  rows_done: Scalars['Int']['output'];
  rows_total: Scalars['Int']['output'];
  size: Maybe<Scalars['Int']['output']>;
  source: ExportSource;
  state: ExportJobState;
  system_id: Scalars['Int']['output'];
};

/** Spec 02 §4 export job: New (waiting its turn), Running, then Complete, Failed or Canceled. */
export type ExportJobState =
  | 'Canceled'
  | 'Complete'
  | 'Failed'
  | 'New'
  | 'Running';

/** Spec 02 §3 export source. */
export type ExportSource =
  | 'Calls'
  | 'SystemTree';

export type GlobalAppSettings = {
  __typename?: 'GlobalAppSettings';
  subscriptions_enabled: Scalars['Boolean']['output'];
};

export type GlobalSettings = {
  __typename?: 'GlobalSettings';
  battery_threshold_critical: Scalars['Int']['output'];
  battery_threshold_low: Scalars['Int']['output'];
  ignore_linkable_node_pool_for_super_users: Scalars['Boolean']['output'];
};

/** An HTTP error from the configurator during sync (spec 01 §7 getsHTTPError). */
export type HttpErrorInfo = {
  __typename?: 'HttpErrorInfo';
  action: Scalars['String']['output'];
  checks: Array<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  payload: Maybe<Scalars['String']['output']>;
  /** a row the configurator refused: its record, field, reason and form (sync.graphql) */
  record: Maybe<ConfigRefusedRecord>;
  success: Scalars['Boolean']['output'];
  url: Maybe<Scalars['String']['output']>;
};

/**
 * One device-search message (spec 01 §7, spec 02 §4 hub polling): a magnet held to a device yields its radio
 * address and node; a message with error instead reports a problem. error 'no hubs registered' means the system
 * has no hubs (the console shows a warning); any other error is shown as it is.
 */
export type HubPrinterMessage = {
  __typename?: 'HubPrinterMessage';
  address: Maybe<Scalars['String']['output']>;
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  system_tree_node: Maybe<HubPrinterNode>;
};

/** The tree node a magnet contact was reported for (spec 01 §7 HubPrinterMessage). */
export type HubPrinterNode = {
  __typename?: 'HubPrinterNode';
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parent_name: Maybe<Scalars['String']['output']>;
  serial: Maybe<Scalars['String']['output']>;
};

/**
 * An incident of one device (issue 18; spec 02 §3). opened_at, closed_at, recovered_at are ISO-8601 UTC; time_opened and
 * time_closed dd.MM.yyyy HH:mm in the facility's zone. closed_by is 'auto' when the device recovered, else the user's name.
 * detail is JSON of what was measured (battery, last_heard_at and timeout_minutes, the defect call, criterion count).
 * paused: the device's hub data is outdated, so new incidents of its devices wait (spec 02 §4).
 */
export type Incident = {
  __typename?: 'Incident';
  assigned_user_id: Maybe<Scalars['Int']['output']>;
  assigned_user_name: Maybe<Scalars['String']['output']>;
  closed_at: Maybe<Scalars['String']['output']>;
  closed_by: Maybe<Scalars['String']['output']>;
  detail: Scalars['String']['output'];
  device_name: Maybe<Scalars['String']['output']>;
  device_number: Scalars['Int']['output'];
  events: Array<IncidentEvent>;
  hub_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  kind: IncidentKind;
  monitor_id: Scalars['Int']['output'];
  /** the device's tree node (id, name) and its parent's name (the room), as configured now; null when it left the tree */
  node_id: Maybe<Scalars['Int']['output']>;
  opened_at: Scalars['String']['output'];
  paused: Scalars['Boolean']['output'];
  recovered_at: Maybe<Scalars['String']['output']>;
  room_name: Maybe<Scalars['String']['output']>;
  severity: IncidentSeverity;
  state: IncidentState;
  system_id: Scalars['Int']['output'];
  time_closed: Maybe<Scalars['String']['output']>;
  time_opened: Scalars['String']['output'];
};

/** A user an incident of the selected system can be assigned to: one who may use the system. */
export type IncidentAssignee = {
  __typename?: 'IncidentAssignee';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The incident boxes (spec 01 §6 analytics permissions): incidents not closed per box, each null without its permission
 * (see_low_battery_box, see_not_reachable_box, see_defects). defects counts defect and probable-defect incidents.
 * Repeaters are not in the system tree's data yet, so there is no repeater-defects box (see_repeater_defects).
 */
export type IncidentBoxes = {
  __typename?: 'IncidentBoxes';
  defects: Maybe<Scalars['Int']['output']>;
  low_battery: Maybe<Scalars['Int']['output']>;
  not_reachable: Maybe<Scalars['Int']['output']>;
};

/**
 * The call behind a defect incident (spec 01 §2 /analytics/incidents/call/:id; spec 02 §3 call): from the call log once
 * the call closed, else the open call as the call system reports it (open: true, time_end null, duration until now).
 * Times dd.MM.yyyy HH:mm in the facility's zone; duration in whole seconds.
 */
export type IncidentCall = {
  __typename?: 'IncidentCall';
  call_source_text: Maybe<Scalars['String']['output']>;
  call_type_text: Maybe<Scalars['String']['output']>;
  device_text_long: Maybe<Scalars['String']['output']>;
  device_text_short: Maybe<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  handled_by_app_username: Maybe<Scalars['String']['output']>;
  incident_id: Scalars['Int']['output'];
  open: Scalars['Boolean']['output'];
  position: Maybe<Scalars['String']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  time_end: Maybe<Scalars['String']['output']>;
  time_start: Scalars['String']['output'];
  timeline: Array<CallLogEvent>;
};

/** What happened to an incident: opened, severity (it got worse or better), assigned, closed (by a user), recovered (the device recovered; closes it if open). */
export type IncidentEvent = {
  __typename?: 'IncidentEvent';
  at: Scalars['String']['output'];
  /** JSON: the severity, the measurement or the assignee */
  data: Scalars['String']['output'];
  /** dd.MM.yyyy HH:mm in the facility's zone */
  time: Scalars['String']['output'];
  type: Scalars['String']['output'];
  user_name: Maybe<Scalars['String']['output']>;
};

/**
 * Filters of the incident list; lists match any of their values. system_ids default to the selected system; each must be
 * one the user may use. node_id: the device or any node above it (room, floor). range: incidents open at any time within
 * the range (computed in the facility's zone, spec 02 §9).
 */
export type IncidentFilter = {
  kinds?: InputMaybe<Array<IncidentKind>>;
  node_id?: InputMaybe<Scalars['Int']['input']>;
  range?: InputMaybe<CallLogRange>;
  severities?: InputMaybe<Array<IncidentSeverity>>;
  states?: InputMaybe<Array<IncidentState>>;
  system_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Spec 02 §3 incident kinds. */
export type IncidentKind =
  | 'battery'
  | 'defects'
  | 'probable_defects'
  | 'reachability';

export type IncidentList = {
  __typename?: 'IncidentList';
  assignees: Array<IncidentAssignee>;
  boxes: IncidentBoxes;
  items: Array<Incident>;
  paused_hubs: Array<PausedHub>;
  time_zone: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** Spec 02 §3 severity. */
export type IncidentSeverity =
  | 'Critical'
  | 'Info'
  | 'Warning';

/** Spec 02 §3/§4 incident states. */
export type IncidentState =
  | 'Assigned'
  | 'Closed'
  | 'New';

/** Licence of the installation (spec 01 §3). Default: id -1, no name, three features on, limits 0/0/0/1. */
export type License = {
  __typename?: 'License';
  features: LicenseFeatures;
  id: Scalars['Int']['output'];
  limits: LicenseLimits;
  name: Maybe<Scalars['String']['output']>;
};

export type LicenseFeatures = {
  __typename?: 'LicenseFeatures';
  analytics: Scalars['Boolean']['output'];
  log: Scalars['Boolean']['output'];
  management: Scalars['Boolean']['output'];
};

export type LicenseLimits = {
  __typename?: 'LicenseLimits';
  app_clients: Scalars['Int']['output'];
  devices: Scalars['Int']['output'];
  systems: Scalars['Int']['output'];
  visuals: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a note to a node of the selected system: a preset or a free text (1 to 500 characters), not both. The
   * author is the session's user, created_at the server's clock. Needs what editing the node's own fields needs
   * (spec 01 §6: its kind's systemtree permission) and access to the system. Open calls, an active display group
   * override or a running commit do not block it: a note is a log entry, not configuration (spec 02 §4 device rules
   * are about the device's data).
   */
  addSystemTreeNodeNote: DeviceNote;
  /** Assigns an incident that is not closed to a user who may use its system (state Assigned). */
  assignIncident: Incident;
  /** Cancels one of the caller's exports that is New or Running (its partial file is deleted); others are answered as they are. */
  cancelExport: ExportJob;
  closeIncident: Incident;
  /** Sends the product's changes and starts the configurator's commit (wipe: wipe-and-resend). Blocks changes until it ends. */
  commitGetsConfig: ConfigCommitResult;
  createAlertChannel: AdminAlertChannel;
  createAppClient: AdminAppClient;
  createAppUser: AdminAppUser;
  createAppUserGroup: AdminAppUserGroup;
  createButton: AdminButton;
  createCallSource: AdminCallSource;
  createCallSourceGroup: AdminCallSourceGroup;
  createCallType: AdminCallType;
  createCheckpointMap: AdminCheckpointMap;
  createDisplayGroup: AdminDisplayGroup;
  createDisplayGroupOverride: AdminDisplayGroupOverride;
  createDisplayNote: AdminDisplayNote;
  /** Needs display::manage_display_profiles. */
  createDisplayProfile: DisplayProfile;
  createFlightProfile: AdminFlightProfile;
  createHub: AdminHub;
  createIndicator: AdminIndicator;
  createInterconnection: AdminInterconnection;
  createMergeGroup: AdminMergeGroup;
  createProbableDefectMonitor: AdminProbableDefectMonitor;
  createReport: AdminReport;
  createRole: AdminRole;
  createSchedule: AdminSchedule;
  createSection: AdminSection;
  createSubscriptionView: AdminSubscriptionView;
  createSystemParam: AdminSystemParam;
  /**
   * Creates a node in the selected system (a copy is a create without id, spec 02 §3). Needs the create_delete_*
   * permission of its kind (structure: manage_structure) and the permission of every gated field it sets
   * (spec 01 §6); the device rules of spec 02 §4 and the field rules of spec 02 §5 apply.
   */
  createSystemTreeNode: SystemTreeNodeDetail;
  createTreeView: AdminTreeView;
  createUser: AdminUser;
  createVideoStream: AdminVideoStream;
  /** Deletes by id list; answers the deleted records. */
  deleteAlertChannel: Array<AdminAlertChannel>;
  /** Deletes by id list; answers the deleted records. */
  deleteAppClient: Array<AdminAppClient>;
  /** Deletes by id list; answers the deleted records. */
  deleteAppUser: Array<AdminAppUser>;
  /** Deletes by id list; answers the deleted records. */
  deleteAppUserGroup: Array<AdminAppUserGroup>;
  /** Deletes by id list; answers the deleted records. */
  deleteButton: Array<AdminButton>;
  /** Deletes by id list; answers the deleted records. */
  deleteCallSource: Array<AdminCallSource>;
  /** Deletes by id list; answers the deleted records. */
  deleteCallSourceGroup: Array<AdminCallSourceGroup>;
  /** Deletes by id list; answers the deleted records. */
  deleteCallType: Array<AdminCallType>;
  /** Deletes by id list; answers the deleted records. */
  deleteCheckpointMap: Array<AdminCheckpointMap>;
  /** Deletes by id list; answers the deleted records. */
  deleteDisplayGroup: Array<AdminDisplayGroup>;
  /** Deletes by id list; answers the deleted records. */
  deleteDisplayGroupOverride: Array<AdminDisplayGroupOverride>;
  /** Deletes by id list; answers the deleted records. */
  deleteDisplayNote: Array<AdminDisplayNote>;
  /** Deletes the profiles with these ids and returns them. Needs display::manage_display_profiles. */
  deleteDisplayProfile: Array<DisplayProfile>;
  /** Deletes by id list; answers the deleted records. */
  deleteFlightProfile: Array<AdminFlightProfile>;
  /** Deletes by id list; answers the deleted records. */
  deleteHub: Array<AdminHub>;
  /** Deletes by id list; answers the deleted records. */
  deleteIndicator: Array<AdminIndicator>;
  /** Deletes by id list; answers the deleted records. */
  deleteInterconnection: Array<AdminInterconnection>;
  /** Deletes by id list; answers the deleted records. */
  deleteMergeGroup: Array<AdminMergeGroup>;
  /** Deletes by id list; answers the deleted records. */
  deleteProbableDefectMonitor: Array<AdminProbableDefectMonitor>;
  /** Deletes by id list; answers the deleted records. */
  deleteReport: Array<AdminReport>;
  /** Deletes by id list; answers the deleted records. */
  deleteRole: Array<AdminRole>;
  /** Deletes by id list; answers the deleted records. */
  deleteSchedule: Array<AdminSchedule>;
  /** Deletes by id list; answers the deleted records. */
  deleteSection: Array<AdminSection>;
  /** Deletes by id list; answers the deleted records. */
  deleteSubscriptionView: Array<AdminSubscriptionView>;
  /** Deletes by id list; answers the deleted records. */
  deleteSystemParam: Array<AdminSystemParam>;
  /** Deletes nodes by id list (spec 02 §4 form lifecycle), answering them; a node with children or open calls is refused. */
  deleteSystemTreeNodes: Array<SystemTreeSource>;
  /** Deletes by id list; answers the deleted records. */
  deleteTreeView: Array<AdminTreeView>;
  /** Deletes by id list; answers the deleted records. */
  deleteUser: Array<AdminUser>;
  /** Deletes by id list; answers the deleted records. */
  deleteVideoStream: Array<AdminVideoStream>;
  /**
   * Exports the selected system's call log with the log's filters, newest first (calllog::use_module and the log
   * licence; the calls of the caller's call source groups). More rows than the format's maximum: error
   * EXPORT_TOO_MANY_ROWS naming the maximum; nothing is started. Jobs wait in turns, one user's after another's; a user
   * with 3 exports New or Running: error EXPORT_TOO_MANY_JOBS (data.max), nothing is started.
   */
  exportCallLog: ExportJob;
  /**
   * Exports the selected system's tree as the caller sees it, in the given tree view (systemtree::use_module and the
   * management licence). EXPORT_TOO_MANY_JOBS as for exportCallLog.
   */
  exportSystemTree: ExportJob;
  /** Takes the configurator's changes into the product after the config-import checks; a failed check imports nothing. */
  importGetsConfig: ConfigImportResult;
  /**
   * Moves nodes of the selected system to new parents and places (spec 01 §2 /tree/sort), one after the other under
   * the system document's lock. Each move is judged on its own against the device rules (spec 02 §4) and the
   * caller's permissions (change_parents for a new parent; the node kind's permission for its place): the allowed
   * ones are stored, the refused ones are answered and change nothing. A node named twice refuses the whole request
   * (spec 02 §5 'each element only once').
   */
  moveSystemTreeNodes: SystemTreeMoveResult;
  /**
   * Sends a device action to the call system. EndCalls follows the close-call rule of spec 01 §4 (calllog::close_calls
   * or visuals::close_calls; otherwise refused when the node denies manual closure; otherwise only when the section
   * allows manual closure); the other actions need systemtree::trigger_device_actions.
   */
  sendDeviceAction: DeviceActionResult;
  /** Sort page: the ids in their new order. */
  sortCallTypes: Array<AdminCallType>;
  /** Sort page: the ids in their new order. */
  sortCheckpointMaps: Array<AdminCheckpointMap>;
  /** Sort page: the ids in their new order. */
  sortDisplayNotes: Array<AdminDisplayNote>;
  /** Sort page: the ids in their new order. */
  sortTreeViews: Array<AdminTreeView>;
  /**
   * Spec 02 §3 app client: forgets the phone paired with this client (its registration, permissions and secret),
   * ends its connections and login, and gives the client a new pairing token for the next phone.
   */
  unpairAppClient: AdminAppClient;
  updateAlertChannel: AdminAlertChannel;
  /**
   * The selected system's shift boundaries for the analytics (ascending whole hours; 'validation.time_overlap' on the
   * first that is not later than the one before). Needs admin::manage_system and the analytics licence.
   */
  updateAnalyticsShifts: AnalyticsShiftHours;
  updateAppClient: AdminAppClient;
  /** Only the fields sent change. Switching subscriptions off removes every subscription's users (spec 02 §5). */
  updateAppSettings: AppSettings;
  updateAppUser: AdminAppUser;
  updateAppUserGroup: AdminAppUserGroup;
  updateButton: AdminButton;
  updateCallSource: AdminCallSource;
  updateCallSourceGroup: AdminCallSourceGroup;
  updateCallType: AdminCallType;
  updateCheckpointMap: AdminCheckpointMap;
  updateDisplayGroup: AdminDisplayGroup;
  updateDisplayGroupOverride: AdminDisplayGroupOverride;
  updateDisplayNote: AdminDisplayNote;
  /** Needs display::manage_display_profiles. */
  updateDisplayProfile: DisplayProfile;
  updateFlightProfile: AdminFlightProfile;
  updateHub: AdminHub;
  updateIndicator: AdminIndicator;
  updateInterconnection: AdminInterconnection;
  updateMergeGroup: AdminMergeGroup;
  updateProbableDefectMonitor: AdminProbableDefectMonitor;
  updateReport: AdminReport;
  updateRole: AdminRole;
  updateSchedule: AdminSchedule;
  updateSection: AdminSection;
  /** Saves the mail server (admin::manage_system); bad input: validation errors per field, nothing changed. */
  updateSmtpSettings: SmtpSettings;
  updateSubscriptionView: AdminSubscriptionView;
  updateSystemParam: AdminSystemParam;
  /** Changes a node; a changed field the caller may not change is refused with MISSING_PERMISSION (spec 01 §6). */
  updateSystemTreeNode: SystemTreeNodeDetail;
  updateTreeView: AdminTreeView;
  updateUser: AdminUser;
  /**
   * Sets which call source groups of the selected system a user is notified for; the user's groups of other systems
   * stay. Validation: user_id 'invalid' (unknown, or not a user of the system), call_source_group_ids 'invalid'
   * (a group the system does not have). Needs analytics::manage_incidents and the analytics licence.
   */
  updateUserNotifications: NotificationUser;
  updateVideoStream: AdminVideoStream;
  /** Change the signed-in user's password (spec 01 §2 set-password). Validation errors carry extensions.validation. */
  userSetPassword: SetPasswordResult;
};


export type MutationAddSystemTreeNodeNoteArgs = {
  node_id: Scalars['Int']['input'];
  preset?: InputMaybe<DeviceNotePreset>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAssignIncidentArgs = {
  id: Scalars['Int']['input'];
  user_id: Scalars['Int']['input'];
};


export type MutationCancelExportArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCloseIncidentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCommitGetsConfigArgs = {
  wipe?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateAlertChannelArgs = {
  input: AdminAlertChannelInput;
};


export type MutationCreateAppClientArgs = {
  input: AdminAppClientInput;
};


export type MutationCreateAppUserArgs = {
  input: AdminAppUserInput;
};


export type MutationCreateAppUserGroupArgs = {
  input: AdminAppUserGroupInput;
};


export type MutationCreateButtonArgs = {
  input: AdminButtonInput;
};


export type MutationCreateCallSourceArgs = {
  input: AdminCallSourceInput;
};


export type MutationCreateCallSourceGroupArgs = {
  input: AdminCallSourceGroupInput;
};


export type MutationCreateCallTypeArgs = {
  input: AdminCallTypeInput;
};


export type MutationCreateCheckpointMapArgs = {
  input: AdminCheckpointMapInput;
};


export type MutationCreateDisplayGroupArgs = {
  input: AdminDisplayGroupInput;
};


export type MutationCreateDisplayGroupOverrideArgs = {
  input: AdminDisplayGroupOverrideInput;
};


export type MutationCreateDisplayNoteArgs = {
  input: AdminDisplayNoteInput;
};


export type MutationCreateDisplayProfileArgs = {
  input: CreateDisplayProfileInput;
};


export type MutationCreateFlightProfileArgs = {
  input: AdminFlightProfileInput;
};


export type MutationCreateHubArgs = {
  input: AdminHubInput;
};


export type MutationCreateIndicatorArgs = {
  input: AdminIndicatorInput;
};


export type MutationCreateInterconnectionArgs = {
  input: AdminInterconnectionInput;
};


export type MutationCreateMergeGroupArgs = {
  input: AdminMergeGroupInput;
};


export type MutationCreateProbableDefectMonitorArgs = {
  input: AdminProbableDefectMonitorInput;
};


export type MutationCreateReportArgs = {
  input: AdminReportInput;
};


export type MutationCreateRoleArgs = {
  input: AdminRoleInput;
};


export type MutationCreateScheduleArgs = {
  input: AdminScheduleInput;
};


export type MutationCreateSectionArgs = {
  input: AdminSectionInput;
};


export type MutationCreateSubscriptionViewArgs = {
  input: AdminSubscriptionViewInput;
};


export type MutationCreateSystemParamArgs = {
  input: AdminSystemParamInput;
};


export type MutationCreateSystemTreeNodeArgs = {
  input: SystemTreeNodeInput;
};


export type MutationCreateTreeViewArgs = {
  input: AdminTreeViewInput;
};


export type MutationCreateUserArgs = {
  input: AdminUserInput;
};


export type MutationCreateVideoStreamArgs = {
  input: AdminVideoStreamInput;
};


export type MutationDeleteAlertChannelArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppClientArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppUserArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppUserGroupArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteButtonArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallSourceArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallSourceGroupArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallTypeArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCheckpointMapArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayGroupArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayGroupOverrideArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayNoteArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayProfileArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteFlightProfileArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteHubArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteIndicatorArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteInterconnectionArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteMergeGroupArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteProbableDefectMonitorArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteReportArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteRoleArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteScheduleArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSectionArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSubscriptionViewArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemParamArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemTreeNodesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteTreeViewArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteUserArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteVideoStreamArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationExportCallLogArgs = {
  filter?: InputMaybe<CallLogFilter>;
  format: ExportFormat;
};


export type MutationExportSystemTreeArgs = {
  format: ExportFormat;
  view?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMoveSystemTreeNodesArgs = {
  moves: Array<SystemTreeMoveInput>;
};


export type MutationSendDeviceActionArgs = {
  action: DeviceAction;
  deviceID: Scalars['Int']['input'];
  sectionID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSortCallTypesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortCheckpointMapsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortDisplayNotesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortTreeViewsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationUnpairAppClientArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateAlertChannelArgs = {
  input: AdminAlertChannelInput;
};


export type MutationUpdateAnalyticsShiftsArgs = {
  shifts: AnalyticsShifts;
};


export type MutationUpdateAppClientArgs = {
  input: AdminAppClientInput;
};


export type MutationUpdateAppSettingsArgs = {
  input: AppSettingsInput;
};


export type MutationUpdateAppUserArgs = {
  input: AdminAppUserInput;
};


export type MutationUpdateAppUserGroupArgs = {
  input: AdminAppUserGroupInput;
};


export type MutationUpdateButtonArgs = {
  input: AdminButtonInput;
};


export type MutationUpdateCallSourceArgs = {
  input: AdminCallSourceInput;
};


export type MutationUpdateCallSourceGroupArgs = {
  input: AdminCallSourceGroupInput;
};


export type MutationUpdateCallTypeArgs = {
  input: AdminCallTypeInput;
};


export type MutationUpdateCheckpointMapArgs = {
  input: AdminCheckpointMapInput;
};


export type MutationUpdateDisplayGroupArgs = {
  input: AdminDisplayGroupInput;
};


export type MutationUpdateDisplayGroupOverrideArgs = {
  input: AdminDisplayGroupOverrideInput;
};


export type MutationUpdateDisplayNoteArgs = {
  input: AdminDisplayNoteInput;
};


export type MutationUpdateDisplayProfileArgs = {
  input: UpdateDisplayProfileInput;
};


export type MutationUpdateFlightProfileArgs = {
  input: AdminFlightProfileInput;
};


export type MutationUpdateHubArgs = {
  input: AdminHubInput;
};


export type MutationUpdateIndicatorArgs = {
  input: AdminIndicatorInput;
};


export type MutationUpdateInterconnectionArgs = {
  input: AdminInterconnectionInput;
};


export type MutationUpdateMergeGroupArgs = {
  input: AdminMergeGroupInput;
};


export type MutationUpdateProbableDefectMonitorArgs = {
  input: AdminProbableDefectMonitorInput;
};


export type MutationUpdateReportArgs = {
  input: AdminReportInput;
};


export type MutationUpdateRoleArgs = {
  input: AdminRoleInput;
};


export type MutationUpdateScheduleArgs = {
  input: AdminScheduleInput;
};


export type MutationUpdateSectionArgs = {
  input: AdminSectionInput;
};


export type MutationUpdateSmtpSettingsArgs = {
  input: SmtpSettingsInput;
};


export type MutationUpdateSubscriptionViewArgs = {
  input: AdminSubscriptionViewInput;
};


export type MutationUpdateSystemParamArgs = {
  input: AdminSystemParamInput;
};


export type MutationUpdateSystemTreeNodeArgs = {
  input: SystemTreeNodeInput;
};


export type MutationUpdateTreeViewArgs = {
  input: AdminTreeViewInput;
};


export type MutationUpdateUserArgs = {
  input: AdminUserInput;
};


export type MutationUpdateUserNotificationsArgs = {
  call_source_group_ids: Array<Scalars['Int']['input']>;
  user_id: Scalars['Int']['input'];
};


export type MutationUpdateVideoStreamArgs = {
  input: AdminVideoStreamInput;
};


export type MutationUserSetPasswordArgs = {
  password: Scalars['String']['input'];
  password_repeat: Scalars['String']['input'];
};

/** A call source group of the selected system a user can be notified for (spec 02 §3 call source group). */
export type NotificationGroup = {
  __typename?: 'NotificationGroup';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** The users who may use the selected system and the system's call source groups. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  groups: Array<NotificationGroup>;
  users: Array<NotificationUser>;
};

/**
 * A user's instant notifications (spec 02 §3 user notify_call_source_groups; spec 02 §6 'users can be limited to
 * notifications for chosen groups'): the mails go to email (several addresses separated by commas; empty: none).
 */
export type NotificationUser = {
  __typename?: 'NotificationUser';
  call_source_group_ids: Array<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type OutdatedHub = {
  __typename?: 'OutdatedHub';
  id: Scalars['Int']['output'];
  last_sync: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A hub whose outdated data pauses incident creation for its devices (spec 02 §4). */
export type PausedHub = {
  __typename?: 'PausedHub';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  system_id: Scalars['Int']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  code: Scalars['String']['output'];
};

/**
 * Spec 01 §3 profile system setting: what one system contributes to a display. Schedule special ids: 255 none,
 * 20 all day; display group special ids: 255 none, 254 all groups, 253 section.
 */
export type ProfileSystemSetting = {
  __typename?: 'ProfileSystemSetting';
  system_id: Scalars['Int']['output'];
  weekday_display_group_1_id: Scalars['Int']['output'];
  weekday_display_group_2_id: Scalars['Int']['output'];
  weekday_display_group_3_id: Scalars['Int']['output'];
  weekday_display_group_4_id: Scalars['Int']['output'];
  weekday_display_group_5_id: Scalars['Int']['output'];
  weekday_schedule_id: Scalars['Int']['output'];
  weekend_display_group_1_id: Scalars['Int']['output'];
  weekend_display_group_2_id: Scalars['Int']['output'];
  weekend_display_group_3_id: Scalars['Int']['output'];
  weekend_display_group_4_id: Scalars['Int']['output'];
  weekend_display_group_5_id: Scalars['Int']['output'];
  weekend_schedule_id: Scalars['Int']['output'];
};

/**
 * One system's setting as sent by the drawer. enabled is the UI-only flag of spec 01 §3: a setting with
 * enabled false is dropped on save. Display groups left out count as 255 (none).
 */
export type ProfileSystemSettingInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  system_id: Scalars['Int']['input'];
  weekday_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_schedule_id: Scalars['Int']['input'];
  weekend_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_schedule_id: Scalars['Int']['input'];
};

/** A system the visitor may use (spec 01 §3 public system params). weekend_start/stop are HH:mm. */
export type PublicSystemParams = {
  __typename?: 'PublicSystemParams';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The facility's IANA time zone (system parameter timezone, default Europe/Zurich): times show and are typed in it. */
  time_zone: Scalars['String']['output'];
  weekend_start: Scalars['String']['output'];
  weekend_stop: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Notes that are active now, in sort order (spec 01 §7 ActiveDisplayNotes). Public (call display). */
  activeDisplayNotes: Array<DisplayNote>;
  adminSystemTreeNode: Maybe<AdminSystemTreeNode>;
  alertChannel: Maybe<AdminAlertChannel>;
  alertChannels: Array<AdminAlertChannel>;
  /**
   * One logged call of the selected system with its timeline, as callLogCall gives it, for the analytics' call modal
   * (spec 01 §2 /analytics/call/edit/:id): needs analytics::use_module and the analytics licence, not the log's.
   */
  analyticsCall: Maybe<CallLogDetail>;
  appClient: Maybe<AdminAppClient>;
  appClients: Array<AdminAppClient>;
  appSettings: AppSettings;
  appState: AppState;
  /** The selected system's app statistics over one of the call log's date ranges (spec 02 §9). */
  appStatistics: AppStatistics;
  appUser: Maybe<AdminAppUser>;
  appUserGroup: Maybe<AdminAppUserGroup>;
  appUserGroups: Array<AdminAppUserGroup>;
  appUsers: Array<AdminAppUser>;
  /** Newest first; needs admin::see_auditlog. */
  auditLog: Array<AuditEntry>;
  /** The current user; id 0 when nobody is signed in. */
  authUser: AuthUser;
  button: Maybe<AdminButton>;
  buttons: Array<AdminButton>;
  /** Needs analytics::use_module and the analytics licence; the system is the selected one (system access checked). */
  callAnalytics: CallAnalytics;
  /** Schedules, display groups and call types of the selected system. Public (call display). */
  callDisplayRelations: CallDisplayRelations;
  /**
   * The selected system's call log (X-CS-System), newest first by default; keyset pages of `first` rows (1-200),
   * continued with `after` = the previous page's next_cursor. Needs calllog::use_module and the log licence.
   */
  callLog: CallLogPage;
  /** One logged call of the selected system with its timeline; null when there is none with that id. */
  callLogCall: Maybe<CallLogDetail>;
  /**
   * The rows of the selected system's log that match the filter and were written after the row `since` (a page's
   * last_id), counted up to 10,000 in all: what the log's hint 'n neue Rufe' says. Needs calllog::use_module and the
   * log licence; the caller's call source groups hold as for callLog.
   */
  callLogNews: CallLogNews;
  /** The call log's filter choices of the selected system; needs calllog::use_module and the log licence. */
  callLogOptions: CallLogOptions;
  callSource: Maybe<AdminCallSource>;
  callSourceGroup: Maybe<AdminCallSourceGroup>;
  callSourceGroups: Array<AdminCallSourceGroup>;
  callSources: Array<AdminCallSource>;
  callType: Maybe<AdminCallType>;
  callTypes: Array<AdminCallType>;
  checkpointMap: Maybe<AdminCheckpointMap>;
  checkpointMaps: Array<AdminCheckpointMap>;
  /**
   * The last comparison and the running commit without asking the configurator (the commit popup polls it every 4 s).
   * @deprecated spec 01 §7: kept for the commit popup's poll; use syncChangelog
   */
  configChangelog: ConfigChangelog;
  /** Needs admin::manage_system or calllog::see_defects (under admin::use_module). Newest first. */
  defects: DefectList;
  /** A device of the selected system: its reachability over the last 14 days (the tree's tooltip, spec 02 §9). */
  deviceReachability: Array<ReachabilitySpan>;
  displayGroup: Maybe<AdminDisplayGroup>;
  displayGroupOverride: Maybe<AdminDisplayGroupOverride>;
  displayGroupOverrides: Array<AdminDisplayGroupOverride>;
  displayGroups: Array<AdminDisplayGroup>;
  displayNote: Maybe<AdminDisplayNote>;
  displayNotes: Array<AdminDisplayNote>;
  /** Every display profile (spec 01 §7 DisplayProfiles). Public: the anonymous display reads its profile. */
  displayProfiles: Array<DisplayProfile>;
  /** The signed-in user's exports, newest first (at most 50); poll it while one is New or Running. */
  exportJobs: Array<ExportJob>;
  flightProfile: Maybe<AdminFlightProfile>;
  flightProfiles: Array<AdminFlightProfile>;
  /** Only with a session (spec 01 §3). */
  globalAppSettings: GlobalAppSettings;
  globalSettings: GlobalSettings;
  hub: Maybe<AdminHub>;
  hubs: Array<AdminHub>;
  incident: Maybe<Incident>;
  /** The call behind a defect incident (by the incident's id); null for another kind or a call no longer known. */
  incidentCall: Maybe<IncidentCall>;
  /** Needs analytics::manage_incidents and the analytics licence. */
  incidentNotifications: NotificationSettings;
  /** Needs analytics::manage_incidents and the analytics licence. Newest first; first at most 200. */
  incidents: IncidentList;
  indicator: Maybe<AdminIndicator>;
  indicators: Array<AdminIndicator>;
  interconnection: Maybe<AdminInterconnection>;
  interconnections: Array<AdminInterconnection>;
  license: License;
  mergeGroup: Maybe<AdminMergeGroup>;
  mergeGroups: Array<AdminMergeGroup>;
  /** Open calls and presences of the selected system (X-CS-System). Public: the call display reads it anonymously. */
  openCalls: Array<Call>;
  probableDefectMonitor: Maybe<AdminProbableDefectMonitor>;
  probableDefectMonitors: Array<AdminProbableDefectMonitor>;
  /** Systems available to the visitor: all for anonymous display visitors and superusers, else the user's system_access (empty = all). */
  publicSystemParams: Array<PublicSystemParams>;
  report: Maybe<AdminReport>;
  reports: Array<AdminReport>;
  role: Maybe<AdminRole>;
  roles: Array<AdminRole>;
  schedule: Maybe<AdminSchedule>;
  schedules: Array<AdminSchedule>;
  /**
   * Global search over the selected system (spec 01 §2 global search, §7 Search): nodes by name, texts, serial and
   * number; sections; call sources; flight profiles. The trimmed query needs at least 2 characters (shorter: no
   * categories) and at most 100. Needs systemtree::use_module or admin::manage_system and the management licence;
   * nodes need systemtree::use_module, flight profiles admin::manage_flightprofiles.
   */
  search: Array<SearchCategory>;
  section: Maybe<AdminSection>;
  sections: Array<AdminSection>;
  /** The newest mails first, at most `limit` (default 100, at most 500). */
  sendLog: Array<SendLogEntry>;
  /** The mail server (admin::manage_system). */
  smtpSettings: SmtpSettings;
  subscriptionView: Maybe<AdminSubscriptionView>;
  subscriptionViews: Array<AdminSubscriptionView>;
  /** Compares the product with the configurator now (status loading meanwhile). */
  syncChangelog: ConfigChangelog;
  systemParam: Maybe<AdminSystemParam>;
  systemParams: Array<AdminSystemParam>;
  /**
   * The selected system's tree (X-CS-System) as a flat list in tree order (parents before children, siblings by
   * sort_order), optionally filtered by a tree view. Needs systemtree::use_module or
   * systemtree::see_display_group_overrides and the management licence (spec 01 §2 tree area). Tech and wired
   * devices need systemtree::see_tech_devices and see_wired_devices.
   */
  systemTree: SystemTree;
  /** The node form's choices; needs what systemTreeNode needs. */
  systemTreeFormOptions: SystemTreeFormOptions;
  /** One node of the selected system with its relations; null when there is none the caller may see. */
  systemTreeNode: Maybe<SystemTreeNodeDetail>;
  systemTreeNodes: Array<AdminSystemTreeNode>;
  /** The user's systems with their link and open calls, for the home page. Needs a session. */
  systemsOverview: Array<SystemOverview>;
  treeView: Maybe<AdminTreeView>;
  treeViews: Array<AdminTreeView>;
  user: Maybe<AdminUser>;
  users: Array<AdminUser>;
  videoStream: Maybe<AdminVideoStream>;
  videoStreams: Array<AdminVideoStream>;
};


export type QueryAdminSystemTreeNodeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAlertChannelArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAnalyticsCallArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppClientArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppStatisticsArgs = {
  range?: InputMaybe<CallLogRange>;
};


export type QueryAppUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppUserGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryButtonArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallAnalyticsArgs = {
  filter?: InputMaybe<CallLogFilter>;
  shifts?: InputMaybe<AnalyticsShifts>;
};


export type QueryCallLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<CallLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CallLogSort>;
};


export type QueryCallLogCallArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallLogNewsArgs = {
  filter?: InputMaybe<CallLogFilter>;
  since: Scalars['Int']['input'];
};


export type QueryCallSourceArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallSourceGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallTypeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCheckpointMapArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDeviceReachabilityArgs = {
  device_number: Scalars['Int']['input'];
};


export type QueryDisplayGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDisplayGroupOverrideArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDisplayNoteArgs = {
  id: Scalars['Int']['input'];
};


export type QueryFlightProfileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIncidentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIncidentCallArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIncidentsArgs = {
  filter?: InputMaybe<IncidentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIndicatorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryInterconnectionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMergeGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProbableDefectMonitorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryReportArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRoleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryScheduleArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


export type QuerySectionArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySendLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubscriptionViewArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySystemParamArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySystemTreeArgs = {
  view?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySystemTreeNodeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTreeViewArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVideoStreamArgs = {
  id: Scalars['Int']['input'];
};

/** A span of a device's reachability within the last 14 days (spec 02 §9): from and to ISO-8601 UTC (to null: now). */
export type ReachabilitySpan = {
  __typename?: 'ReachabilitySpan';
  from: Scalars['String']['output'];
  reachable: Scalars['Boolean']['output'];
  to: Maybe<Scalars['String']['output']>;
};

/** Spec 01 §3 schedule: up to five HH:mm boundaries in ascending order. Special ids: 255 none, 20 all day. */
export type Schedule = {
  __typename?: 'Schedule';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  time_1: Maybe<Scalars['String']['output']>;
  time_2: Maybe<Scalars['String']['output']>;
  time_3: Maybe<Scalars['String']['output']>;
  time_4: Maybe<Scalars['String']['output']>;
  time_5: Maybe<Scalars['String']['output']>;
};

/** The hits of one category (nodes, sections, call_sources, flight_profiles), best first, at most 10; total counts all. */
export type SearchCategory = {
  __typename?: 'SearchCategory';
  category: Scalars['String']['output'];
  results: Array<SearchResult>;
  total: Scalars['Int']['output'];
};

/**
 * A search hit (spec 01 §7 Search: entity, key, kind). entity is system_tree_node, section, call_source or
 * flight_profile; key is the record's id as text; kind is the node's kind (the entity for the others). id, title and
 * subtitle are what the popup shows.
 */
export type SearchResult = {
  __typename?: 'SearchResult';
  entity: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type SectionRef = {
  __typename?: 'SectionRef';
  allow_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * One mail of the send log (spec 02 §3). created_at, sent_at and next_attempt_at are ISO-8601 UTC; created_time
 * dd.MM.yyyy HH:mm in the facility's zone. title is the mail's subject line in its recipients' language. A failed
 * mail with next_attempt_at is retried then; without, it was given up. error is in the reader's language.
 */
export type SendLogEntry = {
  __typename?: 'SendLogEntry';
  attempts: Scalars['Int']['output'];
  created_at: Scalars['String']['output'];
  created_time: Scalars['String']['output'];
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  kind: SendLogKind;
  next_attempt_at: Maybe<Scalars['String']['output']>;
  /** next_attempt_at as dd.MM.yyyy HH:mm in the facility's zone */
  next_attempt_time: Maybe<Scalars['String']['output']>;
  recipients: Scalars['String']['output'];
  sent_at: Maybe<Scalars['String']['output']>;
  state: SendLogState;
  subject: SendLogSubject;
  title: Scalars['String']['output'];
};

/** Spec 02 §3 send log kind: notification (instant) or report (review). */
export type SendLogKind =
  | 'notification'
  | 'report';

/** pending: queued or waiting for its retry; sent; failed (spec 02 §8 'Report send failed'). */
export type SendLogState =
  | 'failed'
  | 'pending'
  | 'sent';

/** Spec 02 §3 send log subject. */
export type SendLogSubject =
  | 'daily'
  | 'defect'
  | 'device_battery'
  | 'device_not_reachable'
  | 'monthly'
  | 'probable_defect'
  | 'weekly';

export type SetPasswordResult = {
  __typename?: 'SetPasswordResult';
  id: Scalars['Int']['output'];
};

/**
 * The facility's mail server for report mails and instant notifications (global settings). The password is never
 * answered: password_set says whether one is stored. configured is false until one is saved (then no mail is sent;
 * each attempt is logged as failed).
 */
export type SmtpSettings = {
  __typename?: 'SmtpSettings';
  configured: Scalars['Boolean']['output'];
  host: Scalars['String']['output'];
  password_set: Scalars['Boolean']['output'];
  port: Scalars['Int']['output'];
  sender: Scalars['String']['output'];
  tls_mode: SmtpTlsMode;
  user: Scalars['String']['output'];
};

/**
 * host, port, tls_mode and sender are required. An empty or missing password keeps the stored one; clear_password
 * removes it (a server without login).
 */
export type SmtpSettingsInput = {
  clear_password?: InputMaybe<Scalars['Boolean']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  tls_mode?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<Scalars['String']['input']>;
};

/** How the connection to the mail server is secured: none, STARTTLS after connecting (usually port 587), TLS from the start (465). */
export type SmtpTlsMode =
  | 'none'
  | 'starttls'
  | 'tls';

/** Spec 02 §3 sort direction. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The selected system's call log grows (issue 38: /log is live): its newest row id at once on subscribe, then at
   * every row the log adds. The console compares it with the page it shows and asks callLogNews what is new to its
   * filter. Needs calllog::use_module and the log licence.
   */
  callLogChanged: CallLogChange;
  /** Full list on subscribe and on every change (spec 01 §7). override_system selects another system than X-CS-System. */
  callsChanged: CallsChange;
  /** Needs a session. */
  getsHTTPError: HttpErrorInfo;
  /** Device search of the selected system's hubs: search is on while at least one client subscribes. */
  hubPrinterMessage: HubPrinterMessage;
  /** Public: the call display listens to it anonymously. */
  systemMessages: SystemMessage;
};


export type SubscriptionCallsChangedArgs = {
  override_system?: InputMaybe<Scalars['Int']['input']>;
};

/** A live server message (spec 01 §7 system message subjects). payload is JSON text. */
export type SystemMessage = {
  __typename?: 'SystemMessage';
  payload: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

/**
 * One call system at a glance for the home page (spec 01 §2 /home fallback): its link to the call system and what
 * is open there now. Only the systems the user may use (system_access).
 */
export type SystemOverview = {
  __typename?: 'SystemOverview';
  /** of those, the emergencies */
  emergencies: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** the Gets link: online, offline, unauthorized, unknown (spec 02 §4) */
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** open calls that are not presences */
  open_calls: Scalars['Int']['output'];
  /** staff presences in rooms */
  presences: Scalars['Int']['output'];
};

export type SystemTree = {
  __typename?: 'SystemTree';
  nodes: Array<SystemTreeEntry>;
  /** the view applied; null: the whole tree */
  view_id: Maybe<Scalars['Int']['output']>;
  /** the tree views the caller may open, in sort order */
  views: Array<SystemTreeViewOption>;
};

/**
 * A node of the system tree as the tree lists it (spec 02 §3 system tree node). Texts and section are the effective
 * ones: a node with inherit_text_short, inherit_text_long or inherit_section shows its parent's (resolved up to 10
 * levels). open_calls counts the open calls of the node and of every node below it, presences the staff presences
 * open there (issue 38: a presence is staff in the room, not an open call); both of the caller's call source groups.
 */
export type SystemTreeEntry = {
  __typename?: 'SystemTreeEntry';
  /**
   * The device's battery in percent as last reported (spec 02 §4; spec 01 §4 battery display by the global
   * thresholds); null: not known or no device.
   */
  battery: Maybe<Scalars['Int']['output']>;
  child_count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  number: Maybe<Scalars['Int']['output']>;
  open_calls: Scalars['Int']['output'];
  parent_id: Maybe<Scalars['Int']['output']>;
  presences: Scalars['Int']['output'];
  /** The monitor's verdict (spec 02 §8 unreachable icon): false not reachable; null not judged yet or no device. */
  reachable: Maybe<Scalars['Boolean']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  serial: Maybe<Scalars['String']['output']>;
  sort_order: Scalars['Int']['output'];
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
};

/** What the node form offers to pick (spec 02 §3 assignment): the selected system's sections, flight profiles, call sources. */
export type SystemTreeFormOptions = {
  __typename?: 'SystemTreeFormOptions';
  call_sources: Array<SystemTreeSource>;
  flight_profiles: Array<SystemTreeSource>;
  sections: Array<SystemTreeSource>;
};

/**
 * One move of the sort page (spec 01 §2 /tree/sort): the node, its new parent (null: the top level) and the child
 * of that parent it goes before (null, or a node that is not a child of the parent by then: last), as the moves
 * before it left the tree.
 */
export type SystemTreeMoveInput = {
  before_id?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  parent_id?: InputMaybe<Scalars['Int']['input']>;
};

/** A move the server refused (spec 02 §4 device rules, spec 01 §6 permissions), with the reason in the user's language. */
export type SystemTreeMoveRefusal = {
  __typename?: 'SystemTreeMoveRefusal';
  /** VALIDATION_FAILED (a device rule) or MISSING_PERMISSION */
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** the catalogue key (spec 02 §5, tree rules) or, for MISSING_PERMISSION, the missing permission */
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** the node's name; empty when the caller may not see the node */
  name: Scalars['String']['output'];
};

export type SystemTreeMoveResult = {
  __typename?: 'SystemTreeMoveResult';
  /** the nodes moved, in the order of the request */
  moved: Array<Scalars['Int']['output']>;
  /** the moves refused; those nodes stay where they were (spec 02 §8 'not all elements moved') */
  refused: Array<SystemTreeMoveRefusal>;
};

/**
 * One node with its relations (spec 02 §3 relations, spec 02 §7 systemTreeNode): effective texts, section and
 * flight profile with their source, the call source, the linked node, the open calls, the children, the nodes that
 * link to it and the parent chain (nearest first, at most 10 levels).
 */
export type SystemTreeNodeDetail = {
  __typename?: 'SystemTreeNodeDetail';
  /** battery in percent as last reported; null: not known or no device (spec 01 §4) */
  battery: Maybe<Scalars['Int']['output']>;
  call_source: Maybe<SystemTreeSource>;
  callback_number: Scalars['String']['output'];
  children: Array<SystemTreeEntry>;
  comment: Scalars['String']['output'];
  /** the kinds the caller may create (below this node) */
  creatable_kinds: Array<Scalars['String']['output']>;
  /** the caller may delete this node (create_delete_* of its kind, no open calls); a node with children is refused */
  deletable: Scalars['Boolean']['output'];
  deny_manual_call_closure: Scalars['Boolean']['output'];
  /**
   * the fields the caller may change (spec 01 §6 systemtree permissions); empty while the node has open calls
   * (spec 02 §4 device rules). The mutations refuse a change of any other field.
   */
  editable: Array<Scalars['String']['output']>;
  flight_profile: SystemTreeReference;
  id: Scalars['Int']['output'];
  inherit_flight_profile: Scalars['Boolean']['output'];
  /** the inheritance flags as stored (spec 02 §3); the texts and references above show their effect */
  inherit_section: Scalars['Boolean']['output'];
  inherit_text_long: Scalars['Boolean']['output'];
  inherit_text_short: Scalars['Boolean']['output'];
  is_linkable: Scalars['Boolean']['output'];
  is_tech: Scalars['Boolean']['output'];
  kind: Scalars['String']['output'];
  /** the newest note (spec 02 §3 relations: latest_note with text, created_at, user name); null without notes */
  latest_note: Maybe<DeviceNote>;
  linked_node: Maybe<SystemTreeSource>;
  linking_nodes: Array<SystemTreeSource>;
  /** the caller may add a note: whoever may edit the node (its kind's systemtree permission, spec 01 §6) */
  may_add_note: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** the node's notes, newest first (the newest 100) */
  notes: Array<DeviceNote>;
  number: Maybe<Scalars['Int']['output']>;
  /** the open calls and presences of the node and of every node below it, of the caller's call source groups: what its badges count */
  open_below: Array<SystemTreeOpenCall>;
  /** the device's own open calls and presences: while there are any, the device cannot be edited (spec 02 §4) */
  open_calls: Array<SystemTreeOpenCall>;
  parent_id: Maybe<Scalars['Int']['output']>;
  parents: Array<SystemTreeSource>;
  /** the monitor's verdict (spec 02 §8): false not reachable; null not judged yet or no device */
  reachable: Maybe<Scalars['Boolean']['output']>;
  section: SystemTreeReference;
  serial: Maybe<Scalars['String']['output']>;
  sort_order: Scalars['Int']['output'];
  text_long: SystemTreeText;
  text_short: SystemTreeText;
};

/**
 * A system tree node as the node form sends it (spec 02 §3 system tree node). Fields left out keep their stored
 * value (create: their default); kind is fixed once the node exists.
 */
export type SystemTreeNodeInput = {
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  callback_number?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  deny_manual_call_closure?: InputMaybe<Scalars['Boolean']['input']>;
  flight_profile_id?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  inherit_flight_profile?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_section?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_text_long?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_text_short?: InputMaybe<Scalars['Boolean']['input']>;
  is_linkable?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  linked_system_tree_node_id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  serial?: InputMaybe<Scalars['String']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text_long?: InputMaybe<Scalars['String']['input']>;
  text_short?: InputMaybe<Scalars['String']['input']>;
};

export type SystemTreeNodeRef = {
  __typename?: 'SystemTreeNodeRef';
  deny_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  serial: Maybe<Scalars['String']['output']>;
  text_long: Maybe<Scalars['String']['output']>;
  text_short: Maybe<Scalars['String']['output']>;
};

/** An open call of a node (spec 02 §7 systemTreeNode: open calls). */
export type SystemTreeOpenCall = {
  __typename?: 'SystemTreeOpenCall';
  call_type_text: Maybe<Scalars['String']['output']>;
  /** the device it is on (a node of the tree) and its name */
  device_id: Scalars['Int']['output'];
  device_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** a staff presence (spec 02 §3 call_type.flag presence), not a call */
  is_presence: Scalars['Boolean']['output'];
  opened_at: Scalars['String']['output'];
};

export type SystemTreeReference = {
  __typename?: 'SystemTreeReference';
  id: Maybe<Scalars['Int']['output']>;
  inherited: Scalars['Boolean']['output'];
  name: Maybe<Scalars['String']['output']>;
  own_id: Maybe<Scalars['Int']['output']>;
  source: SystemTreeSource;
};

/** The tree node an inherited value comes from (spec 02 §3 inheritance flags). */
export type SystemTreeSource = {
  __typename?: 'SystemTreeSource';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** An inherited text: the effective value, the node's own (ignored while inheriting) and where it comes from. */
export type SystemTreeText = {
  __typename?: 'SystemTreeText';
  inherited: Scalars['Boolean']['output'];
  own: Scalars['String']['output'];
  /** the node the value comes from; the node itself when not inherited */
  source: SystemTreeSource;
  value: Scalars['String']['output'];
};

/** A tree view the caller may open (spec 02 §4 tree views); level is read or write. */
export type SystemTreeViewOption = {
  __typename?: 'SystemTreeViewOption';
  id: Scalars['Int']['output'];
  is_system_view: Scalars['Boolean']['output'];
  level: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The profile without slug (spec 01 §3). */
export type UpdateDisplayProfileInput = {
  font_size: DisplayFontSize;
  fullscreen: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
  settings: Array<ProfileSystemSettingInput>;
  show_presences: Scalars['Boolean']['input'];
  show_video_stream: Scalars['Boolean']['input'];
};

/** Spec 01 §3 call type urgency; order NORMAL < URGENT < EMERGENCY (spec 01 §9). URGENT and EMERGENCY are 'elevated'. */
export type Urgency =
  | 'EMERGENCY'
  | 'NORMAL'
  | 'URGENT';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminAlertChannel: ResolverTypeWrapper<AdminAlertChannel>;
  AdminAlertChannelInput: AdminAlertChannelInput;
  AdminAlertRecipient: ResolverTypeWrapper<AdminAlertRecipient>;
  AdminAlertRecipientInput: AdminAlertRecipientInput;
  AdminAppClient: ResolverTypeWrapper<AdminAppClient>;
  AdminAppClientInput: AdminAppClientInput;
  AdminAppNodeSelection: ResolverTypeWrapper<AdminAppNodeSelection>;
  AdminAppNodeSelectionInput: AdminAppNodeSelectionInput;
  AdminAppUser: ResolverTypeWrapper<AdminAppUser>;
  AdminAppUserGroup: ResolverTypeWrapper<AdminAppUserGroup>;
  AdminAppUserGroupInput: AdminAppUserGroupInput;
  AdminAppUserInput: AdminAppUserInput;
  AdminButton: ResolverTypeWrapper<AdminButton>;
  AdminButtonInput: AdminButtonInput;
  AdminCallSource: ResolverTypeWrapper<AdminCallSource>;
  AdminCallSourceGroup: ResolverTypeWrapper<AdminCallSourceGroup>;
  AdminCallSourceGroupInput: AdminCallSourceGroupInput;
  AdminCallSourceInput: AdminCallSourceInput;
  AdminCallType: ResolverTypeWrapper<AdminCallType>;
  AdminCallTypeDisplayConfig: ResolverTypeWrapper<AdminCallTypeDisplayConfig>;
  AdminCallTypeDisplayConfigInput: AdminCallTypeDisplayConfigInput;
  AdminCallTypeInput: AdminCallTypeInput;
  AdminCheckpoint: ResolverTypeWrapper<AdminCheckpoint>;
  AdminCheckpointInput: AdminCheckpointInput;
  AdminCheckpointMap: ResolverTypeWrapper<AdminCheckpointMap>;
  AdminCheckpointMapInput: AdminCheckpointMapInput;
  AdminConnectionInput: AdminConnectionInput;
  AdminDisplayGroup: ResolverTypeWrapper<AdminDisplayGroup>;
  AdminDisplayGroupInput: AdminDisplayGroupInput;
  AdminDisplayGroupOverride: ResolverTypeWrapper<AdminDisplayGroupOverride>;
  AdminDisplayGroupOverrideInput: AdminDisplayGroupOverrideInput;
  AdminDisplayNote: ResolverTypeWrapper<AdminDisplayNote>;
  AdminDisplayNoteInput: AdminDisplayNoteInput;
  AdminFlightProfile: ResolverTypeWrapper<AdminFlightProfile>;
  AdminFlightProfileInput: AdminFlightProfileInput;
  AdminHub: ResolverTypeWrapper<AdminHub>;
  AdminHubInput: AdminHubInput;
  AdminIndicator: ResolverTypeWrapper<AdminIndicator>;
  AdminIndicatorInput: AdminIndicatorInput;
  AdminInterconnection: ResolverTypeWrapper<AdminInterconnection>;
  AdminInterconnectionInput: AdminInterconnectionInput;
  AdminMergeGroup: ResolverTypeWrapper<AdminMergeGroup>;
  AdminMergeGroupInput: AdminMergeGroupInput;
  AdminMergeGroupInterconnection: ResolverTypeWrapper<AdminMergeGroupInterconnection>;
  AdminMergeGroupInterconnectionInput: AdminMergeGroupInterconnectionInput;
  AdminProbableDefectMonitor: ResolverTypeWrapper<AdminProbableDefectMonitor>;
  AdminProbableDefectMonitorInput: AdminProbableDefectMonitorInput;
  AdminReport: ResolverTypeWrapper<AdminReport>;
  AdminReportInput: AdminReportInput;
  AdminRole: ResolverTypeWrapper<AdminRole>;
  AdminRoleInput: AdminRoleInput;
  AdminSchedule: ResolverTypeWrapper<AdminSchedule>;
  AdminScheduleInput: AdminScheduleInput;
  AdminSection: ResolverTypeWrapper<AdminSection>;
  AdminSectionInput: AdminSectionInput;
  AdminSubscriptionView: ResolverTypeWrapper<AdminSubscriptionView>;
  AdminSubscriptionViewInput: AdminSubscriptionViewInput;
  AdminSystemParam: ResolverTypeWrapper<AdminSystemParam>;
  AdminSystemParamInput: AdminSystemParamInput;
  AdminSystemTreeNode: ResolverTypeWrapper<AdminSystemTreeNode>;
  AdminTreeView: ResolverTypeWrapper<AdminTreeView>;
  AdminTreeViewFilter: ResolverTypeWrapper<AdminTreeViewFilter>;
  AdminTreeViewFilterInput: AdminTreeViewFilterInput;
  AdminTreeViewInput: AdminTreeViewInput;
  AdminTreeViewRolePermission: ResolverTypeWrapper<AdminTreeViewRolePermission>;
  AdminTreeViewRolePermissionInput: AdminTreeViewRolePermissionInput;
  AdminUser: ResolverTypeWrapper<AdminUser>;
  AdminUserInput: AdminUserInput;
  AdminVideoStream: ResolverTypeWrapper<AdminVideoStream>;
  AdminVideoStreamInput: AdminVideoStreamInput;
  AnalyticsBucket: ResolverTypeWrapper<AnalyticsBucket>;
  AnalyticsLongCall: ResolverTypeWrapper<AnalyticsLongCall>;
  AnalyticsPeriod: AnalyticsPeriod;
  AnalyticsPeriodCount: ResolverTypeWrapper<AnalyticsPeriodCount>;
  AnalyticsShiftHours: ResolverTypeWrapper<AnalyticsShiftHours>;
  AnalyticsShifts: AnalyticsShifts;
  AppFeatures: ResolverTypeWrapper<AppFeatures>;
  AppSettings: ResolverTypeWrapper<AppSettings>;
  AppSettingsInput: AppSettingsInput;
  AppState: ResolverTypeWrapper<AppState>;
  AppStatisticRow: ResolverTypeWrapper<AppStatisticRow>;
  AppStatistics: ResolverTypeWrapper<AppStatistics>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthUser: ResolverTypeWrapper<AuthUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Call: ResolverTypeWrapper<Call>;
  CallAnalytics: ResolverTypeWrapper<CallAnalytics>;
  CallDisplayRelations: ResolverTypeWrapper<CallDisplayRelations>;
  CallLogCall: ResolverTypeWrapper<CallLogCall>;
  CallLogCallType: ResolverTypeWrapper<CallLogCallType>;
  CallLogChange: ResolverTypeWrapper<CallLogChange>;
  CallLogDetail: ResolverTypeWrapper<CallLogDetail>;
  CallLogEvent: ResolverTypeWrapper<CallLogEvent>;
  CallLogEventKind: CallLogEventKind;
  CallLogFilter: CallLogFilter;
  CallLogNews: ResolverTypeWrapper<CallLogNews>;
  CallLogOption: ResolverTypeWrapper<CallLogOption>;
  CallLogOptions: ResolverTypeWrapper<CallLogOptions>;
  CallLogPage: ResolverTypeWrapper<CallLogPage>;
  CallLogRange: CallLogRange;
  CallLogSort: CallLogSort;
  CallSourceRef: ResolverTypeWrapper<CallSourceRef>;
  CallType: ResolverTypeWrapper<CallType>;
  CallTypeFlag: CallTypeFlag;
  CallsChange: ResolverTypeWrapper<CallsChange>;
  ConfigChangelog: ResolverTypeWrapper<ConfigChangelog>;
  ConfigChangelogCsv: ResolverTypeWrapper<ConfigChangelogCsv>;
  ConfigChangelogEntry: ResolverTypeWrapper<ConfigChangelogEntry>;
  ConfigCommitProgress: ResolverTypeWrapper<ConfigCommitProgress>;
  ConfigCommitResult: ResolverTypeWrapper<ConfigCommitResult>;
  ConfigFieldChange: ResolverTypeWrapper<ConfigFieldChange>;
  ConfigImportFailure: ResolverTypeWrapper<ConfigImportFailure>;
  ConfigImportResult: ResolverTypeWrapper<ConfigImportResult>;
  ConfigRefusedRecord: ResolverTypeWrapper<ConfigRefusedRecord>;
  CreateDisplayProfileInput: CreateDisplayProfileInput;
  DefectEntry: ResolverTypeWrapper<DefectEntry>;
  DefectList: ResolverTypeWrapper<DefectList>;
  DeviceAction: DeviceAction;
  DeviceActionResult: ResolverTypeWrapper<DeviceActionResult>;
  DeviceNote: ResolverTypeWrapper<DeviceNote>;
  DeviceNotePreset: DeviceNotePreset;
  DisplayFontSize: DisplayFontSize;
  DisplayGroup: ResolverTypeWrapper<DisplayGroup>;
  DisplayGroupConnection: ResolverTypeWrapper<DisplayGroupConnection>;
  DisplayNote: ResolverTypeWrapper<DisplayNote>;
  DisplayNoteColor: DisplayNoteColor;
  DisplayProfile: ResolverTypeWrapper<DisplayProfile>;
  ExportFormat: ExportFormat;
  ExportJob: ResolverTypeWrapper<ExportJob>;
  ExportJobState: ExportJobState;
  ExportSource: ExportSource;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GlobalAppSettings: ResolverTypeWrapper<GlobalAppSettings>;
  GlobalSettings: ResolverTypeWrapper<GlobalSettings>;
  HttpErrorInfo: ResolverTypeWrapper<HttpErrorInfo>;
  HubPrinterMessage: ResolverTypeWrapper<HubPrinterMessage>;
  HubPrinterNode: ResolverTypeWrapper<HubPrinterNode>;
  Incident: ResolverTypeWrapper<Incident>;
  IncidentAssignee: ResolverTypeWrapper<IncidentAssignee>;
  IncidentBoxes: ResolverTypeWrapper<IncidentBoxes>;
  IncidentCall: ResolverTypeWrapper<IncidentCall>;
  IncidentEvent: ResolverTypeWrapper<IncidentEvent>;
  IncidentFilter: IncidentFilter;
  IncidentKind: IncidentKind;
  IncidentList: ResolverTypeWrapper<IncidentList>;
  IncidentSeverity: IncidentSeverity;
  IncidentState: IncidentState;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  License: ResolverTypeWrapper<License>;
  LicenseFeatures: ResolverTypeWrapper<LicenseFeatures>;
  LicenseLimits: ResolverTypeWrapper<LicenseLimits>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationGroup: ResolverTypeWrapper<NotificationGroup>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationUser: ResolverTypeWrapper<NotificationUser>;
  OutdatedHub: ResolverTypeWrapper<OutdatedHub>;
  PausedHub: ResolverTypeWrapper<PausedHub>;
  Permission: ResolverTypeWrapper<Permission>;
  ProfileSystemSetting: ResolverTypeWrapper<ProfileSystemSetting>;
  ProfileSystemSettingInput: ProfileSystemSettingInput;
  PublicSystemParams: ResolverTypeWrapper<PublicSystemParams>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReachabilitySpan: ResolverTypeWrapper<ReachabilitySpan>;
  Schedule: ResolverTypeWrapper<Schedule>;
  SearchCategory: ResolverTypeWrapper<SearchCategory>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SectionRef: ResolverTypeWrapper<SectionRef>;
  SendLogEntry: ResolverTypeWrapper<SendLogEntry>;
  SendLogKind: SendLogKind;
  SendLogState: SendLogState;
  SendLogSubject: SendLogSubject;
  SetPasswordResult: ResolverTypeWrapper<SetPasswordResult>;
  SmtpSettings: ResolverTypeWrapper<SmtpSettings>;
  SmtpSettingsInput: SmtpSettingsInput;
  SmtpTlsMode: SmtpTlsMode;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemMessage: ResolverTypeWrapper<SystemMessage>;
  SystemOverview: ResolverTypeWrapper<SystemOverview>;
  SystemTree: ResolverTypeWrapper<SystemTree>;
  SystemTreeEntry: ResolverTypeWrapper<SystemTreeEntry>;
  SystemTreeFormOptions: ResolverTypeWrapper<SystemTreeFormOptions>;
  SystemTreeMoveInput: SystemTreeMoveInput;
  SystemTreeMoveRefusal: ResolverTypeWrapper<SystemTreeMoveRefusal>;
  SystemTreeMoveResult: ResolverTypeWrapper<SystemTreeMoveResult>;
  SystemTreeNodeDetail: ResolverTypeWrapper<SystemTreeNodeDetail>;
  SystemTreeNodeInput: SystemTreeNodeInput;
  SystemTreeNodeRef: ResolverTypeWrapper<SystemTreeNodeRef>;
  SystemTreeOpenCall: ResolverTypeWrapper<SystemTreeOpenCall>;
  SystemTreeReference: ResolverTypeWrapper<SystemTreeReference>;
  SystemTreeSource: ResolverTypeWrapper<SystemTreeSource>;
  SystemTreeText: ResolverTypeWrapper<SystemTreeText>;
  SystemTreeViewOption: ResolverTypeWrapper<SystemTreeViewOption>;
  UpdateDisplayProfileInput: UpdateDisplayProfileInput;
  Urgency: Urgency;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminAlertChannel: AdminAlertChannel;
  AdminAlertChannelInput: AdminAlertChannelInput;
  AdminAlertRecipient: AdminAlertRecipient;
  AdminAlertRecipientInput: AdminAlertRecipientInput;
  AdminAppClient: AdminAppClient;
  AdminAppClientInput: AdminAppClientInput;
  AdminAppNodeSelection: AdminAppNodeSelection;
  AdminAppNodeSelectionInput: AdminAppNodeSelectionInput;
  AdminAppUser: AdminAppUser;
  AdminAppUserGroup: AdminAppUserGroup;
  AdminAppUserGroupInput: AdminAppUserGroupInput;
  AdminAppUserInput: AdminAppUserInput;
  AdminButton: AdminButton;
  AdminButtonInput: AdminButtonInput;
  AdminCallSource: AdminCallSource;
  AdminCallSourceGroup: AdminCallSourceGroup;
  AdminCallSourceGroupInput: AdminCallSourceGroupInput;
  AdminCallSourceInput: AdminCallSourceInput;
  AdminCallType: AdminCallType;
  AdminCallTypeDisplayConfig: AdminCallTypeDisplayConfig;
  AdminCallTypeDisplayConfigInput: AdminCallTypeDisplayConfigInput;
  AdminCallTypeInput: AdminCallTypeInput;
  AdminCheckpoint: AdminCheckpoint;
  AdminCheckpointInput: AdminCheckpointInput;
  AdminCheckpointMap: AdminCheckpointMap;
  AdminCheckpointMapInput: AdminCheckpointMapInput;
  AdminConnectionInput: AdminConnectionInput;
  AdminDisplayGroup: AdminDisplayGroup;
  AdminDisplayGroupInput: AdminDisplayGroupInput;
  AdminDisplayGroupOverride: AdminDisplayGroupOverride;
  AdminDisplayGroupOverrideInput: AdminDisplayGroupOverrideInput;
  AdminDisplayNote: AdminDisplayNote;
  AdminDisplayNoteInput: AdminDisplayNoteInput;
  AdminFlightProfile: AdminFlightProfile;
  AdminFlightProfileInput: AdminFlightProfileInput;
  AdminHub: AdminHub;
  AdminHubInput: AdminHubInput;
  AdminIndicator: AdminIndicator;
  AdminIndicatorInput: AdminIndicatorInput;
  AdminInterconnection: AdminInterconnection;
  AdminInterconnectionInput: AdminInterconnectionInput;
  AdminMergeGroup: AdminMergeGroup;
  AdminMergeGroupInput: AdminMergeGroupInput;
  AdminMergeGroupInterconnection: AdminMergeGroupInterconnection;
  AdminMergeGroupInterconnectionInput: AdminMergeGroupInterconnectionInput;
  AdminProbableDefectMonitor: AdminProbableDefectMonitor;
  AdminProbableDefectMonitorInput: AdminProbableDefectMonitorInput;
  AdminReport: AdminReport;
  AdminReportInput: AdminReportInput;
  AdminRole: AdminRole;
  AdminRoleInput: AdminRoleInput;
  AdminSchedule: AdminSchedule;
  AdminScheduleInput: AdminScheduleInput;
  AdminSection: AdminSection;
  AdminSectionInput: AdminSectionInput;
  AdminSubscriptionView: AdminSubscriptionView;
  AdminSubscriptionViewInput: AdminSubscriptionViewInput;
  AdminSystemParam: AdminSystemParam;
  AdminSystemParamInput: AdminSystemParamInput;
  AdminSystemTreeNode: AdminSystemTreeNode;
  AdminTreeView: AdminTreeView;
  AdminTreeViewFilter: AdminTreeViewFilter;
  AdminTreeViewFilterInput: AdminTreeViewFilterInput;
  AdminTreeViewInput: AdminTreeViewInput;
  AdminTreeViewRolePermission: AdminTreeViewRolePermission;
  AdminTreeViewRolePermissionInput: AdminTreeViewRolePermissionInput;
  AdminUser: AdminUser;
  AdminUserInput: AdminUserInput;
  AdminVideoStream: AdminVideoStream;
  AdminVideoStreamInput: AdminVideoStreamInput;
  AnalyticsBucket: AnalyticsBucket;
  AnalyticsLongCall: AnalyticsLongCall;
  AnalyticsPeriodCount: AnalyticsPeriodCount;
  AnalyticsShiftHours: AnalyticsShiftHours;
  AnalyticsShifts: AnalyticsShifts;
  AppFeatures: AppFeatures;
  AppSettings: AppSettings;
  AppSettingsInput: AppSettingsInput;
  AppState: AppState;
  AppStatisticRow: AppStatisticRow;
  AppStatistics: AppStatistics;
  AuditEntry: AuditEntry;
  AuthUser: AuthUser;
  Boolean: Scalars['Boolean']['output'];
  Call: Call;
  CallAnalytics: CallAnalytics;
  CallDisplayRelations: CallDisplayRelations;
  CallLogCall: CallLogCall;
  CallLogCallType: CallLogCallType;
  CallLogChange: CallLogChange;
  CallLogDetail: CallLogDetail;
  CallLogEvent: CallLogEvent;
  CallLogFilter: CallLogFilter;
  CallLogNews: CallLogNews;
  CallLogOption: CallLogOption;
  CallLogOptions: CallLogOptions;
  CallLogPage: CallLogPage;
  CallSourceRef: CallSourceRef;
  CallType: CallType;
  CallsChange: CallsChange;
  ConfigChangelog: ConfigChangelog;
  ConfigChangelogCsv: ConfigChangelogCsv;
  ConfigChangelogEntry: ConfigChangelogEntry;
  ConfigCommitProgress: ConfigCommitProgress;
  ConfigCommitResult: ConfigCommitResult;
  ConfigFieldChange: ConfigFieldChange;
  ConfigImportFailure: ConfigImportFailure;
  ConfigImportResult: ConfigImportResult;
  ConfigRefusedRecord: ConfigRefusedRecord;
  CreateDisplayProfileInput: CreateDisplayProfileInput;
  DefectEntry: DefectEntry;
  DefectList: DefectList;
  DeviceActionResult: DeviceActionResult;
  DeviceNote: DeviceNote;
  DisplayGroup: DisplayGroup;
  DisplayGroupConnection: DisplayGroupConnection;
  DisplayNote: DisplayNote;
  DisplayProfile: DisplayProfile;
  ExportJob: ExportJob;
  Float: Scalars['Float']['output'];
  GlobalAppSettings: GlobalAppSettings;
  GlobalSettings: GlobalSettings;
  HttpErrorInfo: HttpErrorInfo;
  HubPrinterMessage: HubPrinterMessage;
  HubPrinterNode: HubPrinterNode;
  Incident: Incident;
  IncidentAssignee: IncidentAssignee;
  IncidentBoxes: IncidentBoxes;
  IncidentCall: IncidentCall;
  IncidentEvent: IncidentEvent;
  IncidentFilter: IncidentFilter;
  IncidentList: IncidentList;
  Int: Scalars['Int']['output'];
  License: License;
  LicenseFeatures: LicenseFeatures;
  LicenseLimits: LicenseLimits;
  Mutation: Record<PropertyKey, never>;
  NotificationGroup: NotificationGroup;
  NotificationSettings: NotificationSettings;
  NotificationUser: NotificationUser;
  OutdatedHub: OutdatedHub;
  PausedHub: PausedHub;
  Permission: Permission;
  ProfileSystemSetting: ProfileSystemSetting;
  ProfileSystemSettingInput: ProfileSystemSettingInput;
  PublicSystemParams: PublicSystemParams;
  Query: Record<PropertyKey, never>;
  ReachabilitySpan: ReachabilitySpan;
  Schedule: Schedule;
  SearchCategory: SearchCategory;
  SearchResult: SearchResult;
  SectionRef: SectionRef;
  SendLogEntry: SendLogEntry;
  SetPasswordResult: SetPasswordResult;
  SmtpSettings: SmtpSettings;
  SmtpSettingsInput: SmtpSettingsInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemMessage: SystemMessage;
  SystemOverview: SystemOverview;
  SystemTree: SystemTree;
  SystemTreeEntry: SystemTreeEntry;
  SystemTreeFormOptions: SystemTreeFormOptions;
  SystemTreeMoveInput: SystemTreeMoveInput;
  SystemTreeMoveRefusal: SystemTreeMoveRefusal;
  SystemTreeMoveResult: SystemTreeMoveResult;
  SystemTreeNodeDetail: SystemTreeNodeDetail;
  SystemTreeNodeInput: SystemTreeNodeInput;
  SystemTreeNodeRef: SystemTreeNodeRef;
  SystemTreeOpenCall: SystemTreeOpenCall;
  SystemTreeReference: SystemTreeReference;
  SystemTreeSource: SystemTreeSource;
  SystemTreeText: SystemTreeText;
  SystemTreeViewOption: SystemTreeViewOption;
  UpdateDisplayProfileInput: UpdateDisplayProfileInput;
};

export type AdminAlertChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAlertChannel'] = ResolversParentTypes['AdminAlertChannel']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  has_secret?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outbound_can_reply?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  outbound_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  outbound_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['AdminAlertRecipient']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supports_phone_calls?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AdminAlertRecipientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAlertRecipient'] = ResolversParentTypes['AdminAlertRecipient']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  identification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAppClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAppClient'] = ResolversParentTypes['AdminAppClient']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_connected?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pairing_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pairing_token_expired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  pairing_token_expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reachability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  server_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAppNodeSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAppNodeSelection'] = ResolversParentTypes['AdminAppNodeSelection']> = {
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminAppUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAppUser'] = ResolversParentTypes['AdminAppUser']> = {
  app_user_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  current_display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAppUserGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAppUserGroup'] = ResolversParentTypes['AdminAppUserGroup']> = {
  call_handling_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node_selection?: Resolver<Array<ResolversTypes['AdminAppNodeSelection']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminButtonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminButton'] = ResolversParentTypes['AdminButton']> = {
  button_type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source_number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_type_presence_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_a?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_b?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_c?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminCallSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCallSource'] = ResolversParentTypes['AdminCallSource']> = {
  char?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminCallSourceGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCallSourceGroup'] = ResolversParentTypes['AdminCallSourceGroup']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  related_callsources?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  timeout_minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminCallTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCallType'] = ResolversParentTypes['AdminCallType']> = {
  char?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_config?: Resolver<Maybe<ResolversTypes['AdminCallTypeDisplayConfig']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indication_type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  led_primary_color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  led_secondary_color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urgency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminCallTypeDisplayConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCallTypeDisplayConfig'] = ResolversParentTypes['AdminCallTypeDisplayConfig']> = {
  fullscreen?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hide_lower_priority?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  monitor_own_calls?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  normal_beep_15_sec?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  permanent_display_area?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AdminCheckpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCheckpoint'] = ResolversParentTypes['AdminCheckpoint']> = {
  char?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diameter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position_x?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  position_y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminCheckpointMapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCheckpointMap'] = ResolversParentTypes['AdminCheckpointMap']> = {
  checkpoints?: Resolver<Array<ResolversTypes['AdminCheckpoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminDisplayGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDisplayGroup'] = ResolversParentTypes['AdminDisplayGroup']> = {
  connections?: Resolver<Array<ResolversTypes['DisplayGroupConnection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDisplayGroupOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDisplayGroupOverride'] = ResolversParentTypes['AdminDisplayGroupOverride']> = {
  display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  system_tree_node_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminDisplayNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDisplayNote'] = ResolversParentTypes['AdminDisplayNote']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminFlightProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFlightProfile'] = ResolversParentTypes['AdminFlightProfile']> = {
  checkpoints?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system_tree_nodes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminHub'] = ResolversParentTypes['AdminHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password_set?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminIndicatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminIndicator'] = ResolversParentTypes['AdminIndicator']> = {
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_types?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_a?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_b?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linked_call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminInterconnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminInterconnection'] = ResolversParentTypes['AdminInterconnection']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  systemtree_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminMergeGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMergeGroup'] = ResolversParentTypes['AdminMergeGroup']> = {
  call_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interconnections?: Resolver<Array<ResolversTypes['AdminMergeGroupInterconnection']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminMergeGroupInterconnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMergeGroupInterconnection'] = ResolversParentTypes['AdminMergeGroupInterconnection']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  systemtree_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminProbableDefectMonitorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProbableDefectMonitor'] = ResolversParentTypes['AdminProbableDefectMonitor']> = {
  criterion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeframe?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminReport'] = ResolversParentTypes['AdminReport']> = {
  battery_threshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_duration_threshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  include_battery?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  include_long_calls?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  include_not_reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  include_probable_defects?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notify_battery?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notify_defects?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notify_not_reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notify_probable_defects?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  probable_defect_count_threshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  probable_defect_criterion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  probable_defect_duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  radio_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  send_daily?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  send_monthly?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  send_weekly?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  technical_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  timeouts?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wired_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AdminRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRole'] = ResolversParentTypes['AdminRole']> = {
  call_source_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSchedule'] = ResolversParentTypes['AdminSchedule']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSection'] = ResolversParentTypes['AdminSection']> = {
  active_display_group_override_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allow_manual_call_closure?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  connected_section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_display_group_override?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_hidden?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekday_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminSubscriptionViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSubscriptionView'] = ResolversParentTypes['AdminSubscriptionView']> = {
  app_user_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system_tree_node_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminSystemParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSystemParam'] = ResolversParentTypes['AdminSystemParam']> = {
  auto_commit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  call_suppression_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  call_suppression_sections?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  call_suppression_time_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_suppression_time_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  daylight_savings?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  dhcp?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  night_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  night_stop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ntp_server?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password_set?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  subnet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tcp_port?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekend_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekend_stop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminSystemTreeNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSystemTreeNode'] = ResolversParentTypes['AdminSystemTreeNode']> = {
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  callback_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deny_manual_call_closure?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  flight_profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inherit_flight_profile?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  inherit_section?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  inherit_text_long?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  inherit_text_short?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_linkable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_tech?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linked_system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminTreeViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTreeView'] = ResolversParentTypes['AdminTreeView']> = {
  apply_permissions?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['AdminTreeViewFilter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_system_view?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role_permissions?: Resolver<Array<ResolversTypes['AdminTreeViewRolePermission']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminTreeViewFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTreeViewFilter'] = ResolversParentTypes['AdminTreeViewFilter']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminTreeViewRolePermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTreeViewRolePermission'] = ResolversParentTypes['AdminTreeViewRolePermission']> = {
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homepage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_ldap?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_superuser?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notify_call_source_groups?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  password_is_temporary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  system_access?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminVideoStreamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVideoStream'] = ResolversParentTypes['AdminVideoStream']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trigger_start?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trigger_stop?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsBucket'] = ResolversParentTypes['AnalyticsBucket']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p50?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p90?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p95?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presence_p50?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presence_p90?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AnalyticsLongCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsLongCall'] = ResolversParentTypes['AnalyticsLongCall']> = {
  call_type_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsPeriodCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsPeriodCount'] = ResolversParentTypes['AnalyticsPeriodCount']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsShiftHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsShiftHours'] = ResolversParentTypes['AnalyticsShiftHours']> = {
  early?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  night?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppFeatures'] = ResolversParentTypes['AppFeatures']> = {
  demo_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_group_overrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppSettings'] = ResolversParentTypes['AppSettings']> = {
  display_names_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hide_presences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_on_charge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sos_send_to_all_users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_confirmation_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_user_defined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  team_view_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeouts_escalation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeouts_release?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeouts_relevant_alerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeouts_relevant_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeouts_resend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppState'] = ResolversParentTypes['AppState']> = {
  app_gateway_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  app_gateway_system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  committing_gets_config?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configurator_ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurator_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['AppFeatures'], ParentType, ContextType>;
  last_gets_change?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_gets_commit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offline_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outdated_hubs?: Resolver<Array<ResolversTypes['OutdatedHub']>, ParentType, ContextType>;
  setup_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppStatisticRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppStatisticRow'] = ResolversParentTypes['AppStatisticRow']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  escalated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  median_accept_seconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AppStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppStatistics'] = ResolversParentTypes['AppStatistics']> = {
  groups?: Resolver<Array<ResolversTypes['AppStatisticRow']>, ParentType, ContextType>;
  range_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  range_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['AppStatisticRow']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthUser'] = ResolversParentTypes['AuthUser']> = {
  homepage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_superuser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password_is_temporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  system_access?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Call'] = ResolversParentTypes['Call']> = {
  call_source?: Resolver<Maybe<ResolversTypes['CallSourceRef']>, ParentType, ContextType>;
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_type?: Resolver<Maybe<ResolversTypes['CallType']>, ParentType, ContextType>;
  call_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  call_type_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  handled_by_app_username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['SectionRef']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node?: Resolver<Maybe<ResolversTypes['SystemTreeNodeRef']>, ParentType, ContextType>;
};

export type CallAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallAnalytics'] = ResolversParentTypes['CallAnalytics']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  by_call_type?: Resolver<Array<ResolversTypes['AnalyticsBucket']>, ParentType, ContextType>;
  by_section?: Resolver<Array<ResolversTypes['AnalyticsBucket']>, ParentType, ContextType>;
  by_shift?: Resolver<Array<ResolversTypes['AnalyticsBucket']>, ParentType, ContextType>;
  by_weekday?: Resolver<Array<ResolversTypes['AnalyticsBucket']>, ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heat_map?: Resolver<Array<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  long_call_list?: Resolver<Array<ResolversTypes['AnalyticsLongCall']>, ParentType, ContextType>;
  long_call_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  long_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p90?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p95?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  per_hour?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  per_period?: Resolver<Array<ResolversTypes['AnalyticsPeriodCount']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['AnalyticsPeriod'], ParentType, ContextType>;
  presence_p50?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presence_p90?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presence_p95?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previous_calls?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  range_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  range_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shifts?: Resolver<ResolversTypes['AnalyticsShiftHours'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  top_devices?: Resolver<Array<ResolversTypes['AnalyticsBucket']>, ParentType, ContextType>;
};

export type CallDisplayRelationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallDisplayRelations'] = ResolversParentTypes['CallDisplayRelations']> = {
  callTypes?: Resolver<Array<ResolversTypes['CallType']>, ParentType, ContextType>;
  displayGroups?: Resolver<Array<ResolversTypes['DisplayGroup']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
};

export type CallLogCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogCall'] = ResolversParentTypes['CallLogCall']> = {
  call_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_type?: Resolver<ResolversTypes['CallLogCallType'], ParentType, ContextType>;
  call_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  call_type_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device_text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  handled_by_app_username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_presence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallLogCallTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogCallType'] = ResolversParentTypes['CallLogCallType']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['CallTypeFlag']>, ParentType, ContextType>;
  urgency?: Resolver<Maybe<ResolversTypes['Urgency']>, ParentType, ContextType>;
};

export type CallLogChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogChange'] = ResolversParentTypes['CallLogChange']> = {
  last_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallLogDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogDetail'] = ResolversParentTypes['CallLogDetail']> = {
  call?: Resolver<ResolversTypes['CallLogCall'], ParentType, ContextType>;
  time_to_presence?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['CallLogEvent']>, ParentType, ContextType>;
};

export type CallLogEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogEvent'] = ResolversParentTypes['CallLogEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CallLogEventKind'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CallLogNewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogNews'] = ResolversParentTypes['CallLogNews']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallLogOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogOption'] = ResolversParentTypes['CallLogOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallLogOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogOptions'] = ResolversParentTypes['CallLogOptions']> = {
  call_sources?: Resolver<Array<ResolversTypes['CallLogOption']>, ParentType, ContextType>;
  call_types?: Resolver<Array<ResolversTypes['CallLogOption']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['CallLogOption']>, ParentType, ContextType>;
};

export type CallLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogPage'] = ResolversParentTypes['CallLogPage']> = {
  calls?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presences?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  range_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  range_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CallLogCall']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CallSourceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceRef'] = ResolversParentTypes['CallSourceRef']> = {
  char?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallType'] = ResolversParentTypes['CallType']> = {
  char?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['CallTypeFlag'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urgency?: Resolver<ResolversTypes['Urgency'], ParentType, ContextType>;
};

export type CallsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallsChange'] = ResolversParentTypes['CallsChange']> = {
  calls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigChangelogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigChangelog'] = ResolversParentTypes['ConfigChangelog']> = {
  changelog?: Resolver<Array<ResolversTypes['ConfigChangelogEntry']>, ParentType, ContextType>;
  commit?: Resolver<Maybe<ResolversTypes['ConfigCommitProgress']>, ParentType, ContextType>;
  committing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  config?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error_record?: Resolver<Maybe<ResolversTypes['ConfigRefusedRecord']>, ParentType, ContextType>;
  loaded_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigChangelogCsvResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigChangelogCsv'] = ResolversParentTypes['ConfigChangelogCsv']> = {
  theirs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfigChangelogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigChangelogEntry'] = ResolversParentTypes['ConfigChangelogEntry']> = {
  changes?: Resolver<Array<ResolversTypes['ConfigFieldChange']>, ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['ConfigChangelogCsv'], ParentType, ContextType>;
  entity_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entity_kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theirs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfigCommitProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigCommitProgress'] = ResolversParentTypes['ConfigCommitProgress']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  started_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wipe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConfigCommitResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigCommitResult'] = ResolversParentTypes['ConfigCommitResult']> = {
  commit?: Resolver<ResolversTypes['ConfigCommitProgress'], ParentType, ContextType>;
  sent?: Resolver<Array<ResolversTypes['ConfigChangelogEntry']>, ParentType, ContextType>;
};

export type ConfigFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigFieldChange'] = ResolversParentTypes['ConfigFieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theirs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfigImportFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigImportFailure'] = ResolversParentTypes['ConfigImportFailure']> = {
  check?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  entity_kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigImportResult'] = ResolversParentTypes['ConfigImportResult']> = {
  failures?: Resolver<Array<ResolversTypes['ConfigImportFailure']>, ParentType, ContextType>;
  imported?: Resolver<Array<ResolversTypes['ConfigChangelogEntry']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConfigRefusedRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigRefusedRecord'] = ResolversParentTypes['ConfigRefusedRecord']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entity_kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DefectEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefectEntry'] = ResolversParentTypes['DefectEntry']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incident_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IncidentKind'], ParentType, ContextType>;
  node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['IncidentSeverity'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IncidentState'], ParentType, ContextType>;
};

export type DefectListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefectList'] = ResolversParentTypes['DefectList']> = {
  items?: Resolver<Array<ResolversTypes['DefectEntry']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeviceActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceActionResult'] = ResolversParentTypes['DeviceActionResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeviceNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceNote'] = ResolversParentTypes['DeviceNote']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preset?: Resolver<Maybe<ResolversTypes['DeviceNotePreset']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroup'] = ResolversParentTypes['DisplayGroup']> = {
  connections?: Resolver<Array<ResolversTypes['DisplayGroupConnection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupConnection'] = ResolversParentTypes['DisplayGroupConnection']> = {
  call_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DisplayNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayNote'] = ResolversParentTypes['DisplayNote']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['DisplayNoteColor'], ParentType, ContextType>;
  display_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayProfile'] = ResolversParentTypes['DisplayProfile']> = {
  font_size?: Resolver<ResolversTypes['DisplayFontSize'], ParentType, ContextType>;
  fullscreen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['ProfileSystemSetting']>, ParentType, ContextType>;
  show_presences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_video_stream?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExportJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportJob'] = ResolversParentTypes['ExportJob']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finished_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExportSource'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ExportJobState'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GlobalAppSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalAppSettings'] = ResolversParentTypes['GlobalAppSettings']> = {
  subscriptions_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GlobalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalSettings'] = ResolversParentTypes['GlobalSettings']> = {
  battery_threshold_critical?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  battery_threshold_low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ignore_linkable_node_pool_for_super_users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HttpErrorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HttpErrorInfo'] = ResolversParentTypes['HttpErrorInfo']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['ConfigRefusedRecord']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HubPrinterMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubPrinterMessage'] = ResolversParentTypes['HubPrinterMessage']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_tree_node?: Resolver<Maybe<ResolversTypes['HubPrinterNode']>, ParentType, ContextType>;
};

export type HubPrinterNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubPrinterNode'] = ResolversParentTypes['HubPrinterNode']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IncidentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Incident'] = ResolversParentTypes['Incident']> = {
  assigned_user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  assigned_user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['IncidentEvent']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IncidentKind'], ParentType, ContextType>;
  monitor_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recovered_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['IncidentSeverity'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IncidentState'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_closed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_opened?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentAssigneeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentAssignee'] = ResolversParentTypes['IncidentAssignee']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentBoxesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentBoxes'] = ResolversParentTypes['IncidentBoxes']> = {
  defects?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  low_battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  not_reachable?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IncidentCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentCall'] = ResolversParentTypes['IncidentCall']> = {
  call_source_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_type_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  handled_by_app_username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incident_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['CallLogEvent']>, ParentType, ContextType>;
};

export type IncidentEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentEvent'] = ResolversParentTypes['IncidentEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IncidentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentList'] = ResolversParentTypes['IncidentList']> = {
  assignees?: Resolver<Array<ResolversTypes['IncidentAssignee']>, ParentType, ContextType>;
  boxes?: Resolver<ResolversTypes['IncidentBoxes'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Incident']>, ParentType, ContextType>;
  paused_hubs?: Resolver<Array<ResolversTypes['PausedHub']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LicenseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  features?: Resolver<ResolversTypes['LicenseFeatures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['LicenseLimits'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LicenseFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseFeatures'] = ResolversParentTypes['LicenseFeatures']> = {
  analytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  log?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  management?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LicenseLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseLimits'] = ResolversParentTypes['LicenseLimits']> = {
  app_clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  systems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visuals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addSystemTreeNodeNote?: Resolver<ResolversTypes['DeviceNote'], ParentType, ContextType, RequireFields<MutationAddSystemTreeNodeNoteArgs, 'node_id'>>;
  assignIncident?: Resolver<ResolversTypes['Incident'], ParentType, ContextType, RequireFields<MutationAssignIncidentArgs, 'id' | 'user_id'>>;
  cancelExport?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationCancelExportArgs, 'id'>>;
  closeIncident?: Resolver<ResolversTypes['Incident'], ParentType, ContextType, RequireFields<MutationCloseIncidentArgs, 'id'>>;
  commitGetsConfig?: Resolver<ResolversTypes['ConfigCommitResult'], ParentType, ContextType, Partial<MutationCommitGetsConfigArgs>>;
  createAlertChannel?: Resolver<ResolversTypes['AdminAlertChannel'], ParentType, ContextType, RequireFields<MutationCreateAlertChannelArgs, 'input'>>;
  createAppClient?: Resolver<ResolversTypes['AdminAppClient'], ParentType, ContextType, RequireFields<MutationCreateAppClientArgs, 'input'>>;
  createAppUser?: Resolver<ResolversTypes['AdminAppUser'], ParentType, ContextType, RequireFields<MutationCreateAppUserArgs, 'input'>>;
  createAppUserGroup?: Resolver<ResolversTypes['AdminAppUserGroup'], ParentType, ContextType, RequireFields<MutationCreateAppUserGroupArgs, 'input'>>;
  createButton?: Resolver<ResolversTypes['AdminButton'], ParentType, ContextType, RequireFields<MutationCreateButtonArgs, 'input'>>;
  createCallSource?: Resolver<ResolversTypes['AdminCallSource'], ParentType, ContextType, RequireFields<MutationCreateCallSourceArgs, 'input'>>;
  createCallSourceGroup?: Resolver<ResolversTypes['AdminCallSourceGroup'], ParentType, ContextType, RequireFields<MutationCreateCallSourceGroupArgs, 'input'>>;
  createCallType?: Resolver<ResolversTypes['AdminCallType'], ParentType, ContextType, RequireFields<MutationCreateCallTypeArgs, 'input'>>;
  createCheckpointMap?: Resolver<ResolversTypes['AdminCheckpointMap'], ParentType, ContextType, RequireFields<MutationCreateCheckpointMapArgs, 'input'>>;
  createDisplayGroup?: Resolver<ResolversTypes['AdminDisplayGroup'], ParentType, ContextType, RequireFields<MutationCreateDisplayGroupArgs, 'input'>>;
  createDisplayGroupOverride?: Resolver<ResolversTypes['AdminDisplayGroupOverride'], ParentType, ContextType, RequireFields<MutationCreateDisplayGroupOverrideArgs, 'input'>>;
  createDisplayNote?: Resolver<ResolversTypes['AdminDisplayNote'], ParentType, ContextType, RequireFields<MutationCreateDisplayNoteArgs, 'input'>>;
  createDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationCreateDisplayProfileArgs, 'input'>>;
  createFlightProfile?: Resolver<ResolversTypes['AdminFlightProfile'], ParentType, ContextType, RequireFields<MutationCreateFlightProfileArgs, 'input'>>;
  createHub?: Resolver<ResolversTypes['AdminHub'], ParentType, ContextType, RequireFields<MutationCreateHubArgs, 'input'>>;
  createIndicator?: Resolver<ResolversTypes['AdminIndicator'], ParentType, ContextType, RequireFields<MutationCreateIndicatorArgs, 'input'>>;
  createInterconnection?: Resolver<ResolversTypes['AdminInterconnection'], ParentType, ContextType, RequireFields<MutationCreateInterconnectionArgs, 'input'>>;
  createMergeGroup?: Resolver<ResolversTypes['AdminMergeGroup'], ParentType, ContextType, RequireFields<MutationCreateMergeGroupArgs, 'input'>>;
  createProbableDefectMonitor?: Resolver<ResolversTypes['AdminProbableDefectMonitor'], ParentType, ContextType, RequireFields<MutationCreateProbableDefectMonitorArgs, 'input'>>;
  createReport?: Resolver<ResolversTypes['AdminReport'], ParentType, ContextType, RequireFields<MutationCreateReportArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['AdminRole'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createSchedule?: Resolver<ResolversTypes['AdminSchedule'], ParentType, ContextType, RequireFields<MutationCreateScheduleArgs, 'input'>>;
  createSection?: Resolver<ResolversTypes['AdminSection'], ParentType, ContextType, RequireFields<MutationCreateSectionArgs, 'input'>>;
  createSubscriptionView?: Resolver<ResolversTypes['AdminSubscriptionView'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionViewArgs, 'input'>>;
  createSystemParam?: Resolver<ResolversTypes['AdminSystemParam'], ParentType, ContextType, RequireFields<MutationCreateSystemParamArgs, 'input'>>;
  createSystemTreeNode?: Resolver<ResolversTypes['SystemTreeNodeDetail'], ParentType, ContextType, RequireFields<MutationCreateSystemTreeNodeArgs, 'input'>>;
  createTreeView?: Resolver<ResolversTypes['AdminTreeView'], ParentType, ContextType, RequireFields<MutationCreateTreeViewArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createVideoStream?: Resolver<ResolversTypes['AdminVideoStream'], ParentType, ContextType, RequireFields<MutationCreateVideoStreamArgs, 'input'>>;
  deleteAlertChannel?: Resolver<Array<ResolversTypes['AdminAlertChannel']>, ParentType, ContextType, RequireFields<MutationDeleteAlertChannelArgs, 'ids'>>;
  deleteAppClient?: Resolver<Array<ResolversTypes['AdminAppClient']>, ParentType, ContextType, RequireFields<MutationDeleteAppClientArgs, 'ids'>>;
  deleteAppUser?: Resolver<Array<ResolversTypes['AdminAppUser']>, ParentType, ContextType, RequireFields<MutationDeleteAppUserArgs, 'ids'>>;
  deleteAppUserGroup?: Resolver<Array<ResolversTypes['AdminAppUserGroup']>, ParentType, ContextType, RequireFields<MutationDeleteAppUserGroupArgs, 'ids'>>;
  deleteButton?: Resolver<Array<ResolversTypes['AdminButton']>, ParentType, ContextType, RequireFields<MutationDeleteButtonArgs, 'ids'>>;
  deleteCallSource?: Resolver<Array<ResolversTypes['AdminCallSource']>, ParentType, ContextType, RequireFields<MutationDeleteCallSourceArgs, 'ids'>>;
  deleteCallSourceGroup?: Resolver<Array<ResolversTypes['AdminCallSourceGroup']>, ParentType, ContextType, RequireFields<MutationDeleteCallSourceGroupArgs, 'ids'>>;
  deleteCallType?: Resolver<Array<ResolversTypes['AdminCallType']>, ParentType, ContextType, RequireFields<MutationDeleteCallTypeArgs, 'ids'>>;
  deleteCheckpointMap?: Resolver<Array<ResolversTypes['AdminCheckpointMap']>, ParentType, ContextType, RequireFields<MutationDeleteCheckpointMapArgs, 'ids'>>;
  deleteDisplayGroup?: Resolver<Array<ResolversTypes['AdminDisplayGroup']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayGroupArgs, 'ids'>>;
  deleteDisplayGroupOverride?: Resolver<Array<ResolversTypes['AdminDisplayGroupOverride']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayGroupOverrideArgs, 'ids'>>;
  deleteDisplayNote?: Resolver<Array<ResolversTypes['AdminDisplayNote']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayNoteArgs, 'ids'>>;
  deleteDisplayProfile?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayProfileArgs, 'ids'>>;
  deleteFlightProfile?: Resolver<Array<ResolversTypes['AdminFlightProfile']>, ParentType, ContextType, RequireFields<MutationDeleteFlightProfileArgs, 'ids'>>;
  deleteHub?: Resolver<Array<ResolversTypes['AdminHub']>, ParentType, ContextType, RequireFields<MutationDeleteHubArgs, 'ids'>>;
  deleteIndicator?: Resolver<Array<ResolversTypes['AdminIndicator']>, ParentType, ContextType, RequireFields<MutationDeleteIndicatorArgs, 'ids'>>;
  deleteInterconnection?: Resolver<Array<ResolversTypes['AdminInterconnection']>, ParentType, ContextType, RequireFields<MutationDeleteInterconnectionArgs, 'ids'>>;
  deleteMergeGroup?: Resolver<Array<ResolversTypes['AdminMergeGroup']>, ParentType, ContextType, RequireFields<MutationDeleteMergeGroupArgs, 'ids'>>;
  deleteProbableDefectMonitor?: Resolver<Array<ResolversTypes['AdminProbableDefectMonitor']>, ParentType, ContextType, RequireFields<MutationDeleteProbableDefectMonitorArgs, 'ids'>>;
  deleteReport?: Resolver<Array<ResolversTypes['AdminReport']>, ParentType, ContextType, RequireFields<MutationDeleteReportArgs, 'ids'>>;
  deleteRole?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'ids'>>;
  deleteSchedule?: Resolver<Array<ResolversTypes['AdminSchedule']>, ParentType, ContextType, RequireFields<MutationDeleteScheduleArgs, 'ids'>>;
  deleteSection?: Resolver<Array<ResolversTypes['AdminSection']>, ParentType, ContextType, RequireFields<MutationDeleteSectionArgs, 'ids'>>;
  deleteSubscriptionView?: Resolver<Array<ResolversTypes['AdminSubscriptionView']>, ParentType, ContextType, RequireFields<MutationDeleteSubscriptionViewArgs, 'ids'>>;
  deleteSystemParam?: Resolver<Array<ResolversTypes['AdminSystemParam']>, ParentType, ContextType, RequireFields<MutationDeleteSystemParamArgs, 'ids'>>;
  deleteSystemTreeNodes?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType, RequireFields<MutationDeleteSystemTreeNodesArgs, 'ids'>>;
  deleteTreeView?: Resolver<Array<ResolversTypes['AdminTreeView']>, ParentType, ContextType, RequireFields<MutationDeleteTreeViewArgs, 'ids'>>;
  deleteUser?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'ids'>>;
  deleteVideoStream?: Resolver<Array<ResolversTypes['AdminVideoStream']>, ParentType, ContextType, RequireFields<MutationDeleteVideoStreamArgs, 'ids'>>;
  exportCallLog?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationExportCallLogArgs, 'format'>>;
  exportSystemTree?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationExportSystemTreeArgs, 'format'>>;
  importGetsConfig?: Resolver<ResolversTypes['ConfigImportResult'], ParentType, ContextType>;
  moveSystemTreeNodes?: Resolver<ResolversTypes['SystemTreeMoveResult'], ParentType, ContextType, RequireFields<MutationMoveSystemTreeNodesArgs, 'moves'>>;
  sendDeviceAction?: Resolver<ResolversTypes['DeviceActionResult'], ParentType, ContextType, RequireFields<MutationSendDeviceActionArgs, 'action' | 'deviceID'>>;
  sortCallTypes?: Resolver<Array<ResolversTypes['AdminCallType']>, ParentType, ContextType, RequireFields<MutationSortCallTypesArgs, 'ids'>>;
  sortCheckpointMaps?: Resolver<Array<ResolversTypes['AdminCheckpointMap']>, ParentType, ContextType, RequireFields<MutationSortCheckpointMapsArgs, 'ids'>>;
  sortDisplayNotes?: Resolver<Array<ResolversTypes['AdminDisplayNote']>, ParentType, ContextType, RequireFields<MutationSortDisplayNotesArgs, 'ids'>>;
  sortTreeViews?: Resolver<Array<ResolversTypes['AdminTreeView']>, ParentType, ContextType, RequireFields<MutationSortTreeViewsArgs, 'ids'>>;
  unpairAppClient?: Resolver<ResolversTypes['AdminAppClient'], ParentType, ContextType, RequireFields<MutationUnpairAppClientArgs, 'id'>>;
  updateAlertChannel?: Resolver<ResolversTypes['AdminAlertChannel'], ParentType, ContextType, RequireFields<MutationUpdateAlertChannelArgs, 'input'>>;
  updateAnalyticsShifts?: Resolver<ResolversTypes['AnalyticsShiftHours'], ParentType, ContextType, RequireFields<MutationUpdateAnalyticsShiftsArgs, 'shifts'>>;
  updateAppClient?: Resolver<ResolversTypes['AdminAppClient'], ParentType, ContextType, RequireFields<MutationUpdateAppClientArgs, 'input'>>;
  updateAppSettings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType, RequireFields<MutationUpdateAppSettingsArgs, 'input'>>;
  updateAppUser?: Resolver<ResolversTypes['AdminAppUser'], ParentType, ContextType, RequireFields<MutationUpdateAppUserArgs, 'input'>>;
  updateAppUserGroup?: Resolver<ResolversTypes['AdminAppUserGroup'], ParentType, ContextType, RequireFields<MutationUpdateAppUserGroupArgs, 'input'>>;
  updateButton?: Resolver<ResolversTypes['AdminButton'], ParentType, ContextType, RequireFields<MutationUpdateButtonArgs, 'input'>>;
  updateCallSource?: Resolver<ResolversTypes['AdminCallSource'], ParentType, ContextType, RequireFields<MutationUpdateCallSourceArgs, 'input'>>;
  updateCallSourceGroup?: Resolver<ResolversTypes['AdminCallSourceGroup'], ParentType, ContextType, RequireFields<MutationUpdateCallSourceGroupArgs, 'input'>>;
  updateCallType?: Resolver<ResolversTypes['AdminCallType'], ParentType, ContextType, RequireFields<MutationUpdateCallTypeArgs, 'input'>>;
  updateCheckpointMap?: Resolver<ResolversTypes['AdminCheckpointMap'], ParentType, ContextType, RequireFields<MutationUpdateCheckpointMapArgs, 'input'>>;
  updateDisplayGroup?: Resolver<ResolversTypes['AdminDisplayGroup'], ParentType, ContextType, RequireFields<MutationUpdateDisplayGroupArgs, 'input'>>;
  updateDisplayGroupOverride?: Resolver<ResolversTypes['AdminDisplayGroupOverride'], ParentType, ContextType, RequireFields<MutationUpdateDisplayGroupOverrideArgs, 'input'>>;
  updateDisplayNote?: Resolver<ResolversTypes['AdminDisplayNote'], ParentType, ContextType, RequireFields<MutationUpdateDisplayNoteArgs, 'input'>>;
  updateDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationUpdateDisplayProfileArgs, 'input'>>;
  updateFlightProfile?: Resolver<ResolversTypes['AdminFlightProfile'], ParentType, ContextType, RequireFields<MutationUpdateFlightProfileArgs, 'input'>>;
  updateHub?: Resolver<ResolversTypes['AdminHub'], ParentType, ContextType, RequireFields<MutationUpdateHubArgs, 'input'>>;
  updateIndicator?: Resolver<ResolversTypes['AdminIndicator'], ParentType, ContextType, RequireFields<MutationUpdateIndicatorArgs, 'input'>>;
  updateInterconnection?: Resolver<ResolversTypes['AdminInterconnection'], ParentType, ContextType, RequireFields<MutationUpdateInterconnectionArgs, 'input'>>;
  updateMergeGroup?: Resolver<ResolversTypes['AdminMergeGroup'], ParentType, ContextType, RequireFields<MutationUpdateMergeGroupArgs, 'input'>>;
  updateProbableDefectMonitor?: Resolver<ResolversTypes['AdminProbableDefectMonitor'], ParentType, ContextType, RequireFields<MutationUpdateProbableDefectMonitorArgs, 'input'>>;
  updateReport?: Resolver<ResolversTypes['AdminReport'], ParentType, ContextType, RequireFields<MutationUpdateReportArgs, 'input'>>;
  updateRole?: Resolver<ResolversTypes['AdminRole'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'input'>>;
  updateSchedule?: Resolver<ResolversTypes['AdminSchedule'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'input'>>;
  updateSection?: Resolver<ResolversTypes['AdminSection'], ParentType, ContextType, RequireFields<MutationUpdateSectionArgs, 'input'>>;
  updateSmtpSettings?: Resolver<ResolversTypes['SmtpSettings'], ParentType, ContextType, RequireFields<MutationUpdateSmtpSettingsArgs, 'input'>>;
  updateSubscriptionView?: Resolver<ResolversTypes['AdminSubscriptionView'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionViewArgs, 'input'>>;
  updateSystemParam?: Resolver<ResolversTypes['AdminSystemParam'], ParentType, ContextType, RequireFields<MutationUpdateSystemParamArgs, 'input'>>;
  updateSystemTreeNode?: Resolver<ResolversTypes['SystemTreeNodeDetail'], ParentType, ContextType, RequireFields<MutationUpdateSystemTreeNodeArgs, 'input'>>;
  updateTreeView?: Resolver<ResolversTypes['AdminTreeView'], ParentType, ContextType, RequireFields<MutationUpdateTreeViewArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserNotifications?: Resolver<ResolversTypes['NotificationUser'], ParentType, ContextType, RequireFields<MutationUpdateUserNotificationsArgs, 'call_source_group_ids' | 'user_id'>>;
  updateVideoStream?: Resolver<ResolversTypes['AdminVideoStream'], ParentType, ContextType, RequireFields<MutationUpdateVideoStreamArgs, 'input'>>;
  userSetPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationUserSetPasswordArgs, 'password' | 'password_repeat'>>;
};

export type NotificationGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationGroup'] = ResolversParentTypes['NotificationGroup']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  groups?: Resolver<Array<ResolversTypes['NotificationGroup']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['NotificationUser']>, ParentType, ContextType>;
};

export type NotificationUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationUser'] = ResolversParentTypes['NotificationUser']> = {
  call_source_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutdatedHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutdatedHub'] = ResolversParentTypes['OutdatedHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PausedHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PausedHub'] = ResolversParentTypes['PausedHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileSystemSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileSystemSetting'] = ResolversParentTypes['ProfileSystemSetting']> = {
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_1_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_2_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_3_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_4_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_5_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_schedule_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_1_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_2_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_3_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_4_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_5_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_schedule_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicSystemParamsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicSystemParams'] = ResolversParentTypes['PublicSystemParams']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeDisplayNotes?: Resolver<Array<ResolversTypes['DisplayNote']>, ParentType, ContextType>;
  adminSystemTreeNode?: Resolver<Maybe<ResolversTypes['AdminSystemTreeNode']>, ParentType, ContextType, RequireFields<QueryAdminSystemTreeNodeArgs, 'id'>>;
  alertChannel?: Resolver<Maybe<ResolversTypes['AdminAlertChannel']>, ParentType, ContextType, RequireFields<QueryAlertChannelArgs, 'id'>>;
  alertChannels?: Resolver<Array<ResolversTypes['AdminAlertChannel']>, ParentType, ContextType>;
  analyticsCall?: Resolver<Maybe<ResolversTypes['CallLogDetail']>, ParentType, ContextType, RequireFields<QueryAnalyticsCallArgs, 'id'>>;
  appClient?: Resolver<Maybe<ResolversTypes['AdminAppClient']>, ParentType, ContextType, RequireFields<QueryAppClientArgs, 'id'>>;
  appClients?: Resolver<Array<ResolversTypes['AdminAppClient']>, ParentType, ContextType>;
  appSettings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType>;
  appState?: Resolver<ResolversTypes['AppState'], ParentType, ContextType>;
  appStatistics?: Resolver<ResolversTypes['AppStatistics'], ParentType, ContextType, RequireFields<QueryAppStatisticsArgs, 'range'>>;
  appUser?: Resolver<Maybe<ResolversTypes['AdminAppUser']>, ParentType, ContextType, RequireFields<QueryAppUserArgs, 'id'>>;
  appUserGroup?: Resolver<Maybe<ResolversTypes['AdminAppUserGroup']>, ParentType, ContextType, RequireFields<QueryAppUserGroupArgs, 'id'>>;
  appUserGroups?: Resolver<Array<ResolversTypes['AdminAppUserGroup']>, ParentType, ContextType>;
  appUsers?: Resolver<Array<ResolversTypes['AdminAppUser']>, ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit'>>;
  authUser?: Resolver<ResolversTypes['AuthUser'], ParentType, ContextType>;
  button?: Resolver<Maybe<ResolversTypes['AdminButton']>, ParentType, ContextType, RequireFields<QueryButtonArgs, 'id'>>;
  buttons?: Resolver<Array<ResolversTypes['AdminButton']>, ParentType, ContextType>;
  callAnalytics?: Resolver<ResolversTypes['CallAnalytics'], ParentType, ContextType, Partial<QueryCallAnalyticsArgs>>;
  callDisplayRelations?: Resolver<ResolversTypes['CallDisplayRelations'], ParentType, ContextType>;
  callLog?: Resolver<ResolversTypes['CallLogPage'], ParentType, ContextType, RequireFields<QueryCallLogArgs, 'direction' | 'first' | 'sort'>>;
  callLogCall?: Resolver<Maybe<ResolversTypes['CallLogDetail']>, ParentType, ContextType, RequireFields<QueryCallLogCallArgs, 'id'>>;
  callLogNews?: Resolver<ResolversTypes['CallLogNews'], ParentType, ContextType, RequireFields<QueryCallLogNewsArgs, 'since'>>;
  callLogOptions?: Resolver<ResolversTypes['CallLogOptions'], ParentType, ContextType>;
  callSource?: Resolver<Maybe<ResolversTypes['AdminCallSource']>, ParentType, ContextType, RequireFields<QueryCallSourceArgs, 'id'>>;
  callSourceGroup?: Resolver<Maybe<ResolversTypes['AdminCallSourceGroup']>, ParentType, ContextType, RequireFields<QueryCallSourceGroupArgs, 'id'>>;
  callSourceGroups?: Resolver<Array<ResolversTypes['AdminCallSourceGroup']>, ParentType, ContextType>;
  callSources?: Resolver<Array<ResolversTypes['AdminCallSource']>, ParentType, ContextType>;
  callType?: Resolver<Maybe<ResolversTypes['AdminCallType']>, ParentType, ContextType, RequireFields<QueryCallTypeArgs, 'id'>>;
  callTypes?: Resolver<Array<ResolversTypes['AdminCallType']>, ParentType, ContextType>;
  checkpointMap?: Resolver<Maybe<ResolversTypes['AdminCheckpointMap']>, ParentType, ContextType, RequireFields<QueryCheckpointMapArgs, 'id'>>;
  checkpointMaps?: Resolver<Array<ResolversTypes['AdminCheckpointMap']>, ParentType, ContextType>;
  configChangelog?: Resolver<ResolversTypes['ConfigChangelog'], ParentType, ContextType>;
  defects?: Resolver<ResolversTypes['DefectList'], ParentType, ContextType>;
  deviceReachability?: Resolver<Array<ResolversTypes['ReachabilitySpan']>, ParentType, ContextType, RequireFields<QueryDeviceReachabilityArgs, 'device_number'>>;
  displayGroup?: Resolver<Maybe<ResolversTypes['AdminDisplayGroup']>, ParentType, ContextType, RequireFields<QueryDisplayGroupArgs, 'id'>>;
  displayGroupOverride?: Resolver<Maybe<ResolversTypes['AdminDisplayGroupOverride']>, ParentType, ContextType, RequireFields<QueryDisplayGroupOverrideArgs, 'id'>>;
  displayGroupOverrides?: Resolver<Array<ResolversTypes['AdminDisplayGroupOverride']>, ParentType, ContextType>;
  displayGroups?: Resolver<Array<ResolversTypes['AdminDisplayGroup']>, ParentType, ContextType>;
  displayNote?: Resolver<Maybe<ResolversTypes['AdminDisplayNote']>, ParentType, ContextType, RequireFields<QueryDisplayNoteArgs, 'id'>>;
  displayNotes?: Resolver<Array<ResolversTypes['AdminDisplayNote']>, ParentType, ContextType>;
  displayProfiles?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType>;
  exportJobs?: Resolver<Array<ResolversTypes['ExportJob']>, ParentType, ContextType>;
  flightProfile?: Resolver<Maybe<ResolversTypes['AdminFlightProfile']>, ParentType, ContextType, RequireFields<QueryFlightProfileArgs, 'id'>>;
  flightProfiles?: Resolver<Array<ResolversTypes['AdminFlightProfile']>, ParentType, ContextType>;
  globalAppSettings?: Resolver<ResolversTypes['GlobalAppSettings'], ParentType, ContextType>;
  globalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType>;
  hub?: Resolver<Maybe<ResolversTypes['AdminHub']>, ParentType, ContextType, RequireFields<QueryHubArgs, 'id'>>;
  hubs?: Resolver<Array<ResolversTypes['AdminHub']>, ParentType, ContextType>;
  incident?: Resolver<Maybe<ResolversTypes['Incident']>, ParentType, ContextType, RequireFields<QueryIncidentArgs, 'id'>>;
  incidentCall?: Resolver<Maybe<ResolversTypes['IncidentCall']>, ParentType, ContextType, RequireFields<QueryIncidentCallArgs, 'id'>>;
  incidentNotifications?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  incidents?: Resolver<ResolversTypes['IncidentList'], ParentType, ContextType, RequireFields<QueryIncidentsArgs, 'first' | 'offset'>>;
  indicator?: Resolver<Maybe<ResolversTypes['AdminIndicator']>, ParentType, ContextType, RequireFields<QueryIndicatorArgs, 'id'>>;
  indicators?: Resolver<Array<ResolversTypes['AdminIndicator']>, ParentType, ContextType>;
  interconnection?: Resolver<Maybe<ResolversTypes['AdminInterconnection']>, ParentType, ContextType, RequireFields<QueryInterconnectionArgs, 'id'>>;
  interconnections?: Resolver<Array<ResolversTypes['AdminInterconnection']>, ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  mergeGroup?: Resolver<Maybe<ResolversTypes['AdminMergeGroup']>, ParentType, ContextType, RequireFields<QueryMergeGroupArgs, 'id'>>;
  mergeGroups?: Resolver<Array<ResolversTypes['AdminMergeGroup']>, ParentType, ContextType>;
  openCalls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  probableDefectMonitor?: Resolver<Maybe<ResolversTypes['AdminProbableDefectMonitor']>, ParentType, ContextType, RequireFields<QueryProbableDefectMonitorArgs, 'id'>>;
  probableDefectMonitors?: Resolver<Array<ResolversTypes['AdminProbableDefectMonitor']>, ParentType, ContextType>;
  publicSystemParams?: Resolver<Array<ResolversTypes['PublicSystemParams']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['AdminReport']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'id'>>;
  reports?: Resolver<Array<ResolversTypes['AdminReport']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['AdminRole']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['AdminSchedule']>, ParentType, ContextType, RequireFields<QueryScheduleArgs, 'id'>>;
  schedules?: Resolver<Array<ResolversTypes['AdminSchedule']>, ParentType, ContextType>;
  search?: Resolver<Array<ResolversTypes['SearchCategory']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  section?: Resolver<Maybe<ResolversTypes['AdminSection']>, ParentType, ContextType, RequireFields<QuerySectionArgs, 'id'>>;
  sections?: Resolver<Array<ResolversTypes['AdminSection']>, ParentType, ContextType>;
  sendLog?: Resolver<Array<ResolversTypes['SendLogEntry']>, ParentType, ContextType, Partial<QuerySendLogArgs>>;
  smtpSettings?: Resolver<ResolversTypes['SmtpSettings'], ParentType, ContextType>;
  subscriptionView?: Resolver<Maybe<ResolversTypes['AdminSubscriptionView']>, ParentType, ContextType, RequireFields<QuerySubscriptionViewArgs, 'id'>>;
  subscriptionViews?: Resolver<Array<ResolversTypes['AdminSubscriptionView']>, ParentType, ContextType>;
  syncChangelog?: Resolver<ResolversTypes['ConfigChangelog'], ParentType, ContextType>;
  systemParam?: Resolver<Maybe<ResolversTypes['AdminSystemParam']>, ParentType, ContextType, RequireFields<QuerySystemParamArgs, 'id'>>;
  systemParams?: Resolver<Array<ResolversTypes['AdminSystemParam']>, ParentType, ContextType>;
  systemTree?: Resolver<ResolversTypes['SystemTree'], ParentType, ContextType, Partial<QuerySystemTreeArgs>>;
  systemTreeFormOptions?: Resolver<ResolversTypes['SystemTreeFormOptions'], ParentType, ContextType>;
  systemTreeNode?: Resolver<Maybe<ResolversTypes['SystemTreeNodeDetail']>, ParentType, ContextType, RequireFields<QuerySystemTreeNodeArgs, 'id'>>;
  systemTreeNodes?: Resolver<Array<ResolversTypes['AdminSystemTreeNode']>, ParentType, ContextType>;
  systemsOverview?: Resolver<Array<ResolversTypes['SystemOverview']>, ParentType, ContextType>;
  treeView?: Resolver<Maybe<ResolversTypes['AdminTreeView']>, ParentType, ContextType, RequireFields<QueryTreeViewArgs, 'id'>>;
  treeViews?: Resolver<Array<ResolversTypes['AdminTreeView']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  videoStream?: Resolver<Maybe<ResolversTypes['AdminVideoStream']>, ParentType, ContextType, RequireFields<QueryVideoStreamArgs, 'id'>>;
  videoStreams?: Resolver<Array<ResolversTypes['AdminVideoStream']>, ParentType, ContextType>;
};

export type ReachabilitySpanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReachabilitySpan'] = ResolversParentTypes['ReachabilitySpan']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchCategory'] = ResolversParentTypes['SearchCategory']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionRef'] = ResolversParentTypes['SectionRef']> = {
  allow_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendLogEntry'] = ResolversParentTypes['SendLogEntry']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SendLogKind'], ParentType, ContextType>;
  next_attempt_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next_attempt_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SendLogState'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['SendLogSubject'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPasswordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPasswordResult'] = ResolversParentTypes['SetPasswordResult']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmtpSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmtpSettings'] = ResolversParentTypes['SmtpSettings']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password_set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tls_mode?: Resolver<ResolversTypes['SmtpTlsMode'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  callLogChanged?: SubscriptionResolver<ResolversTypes['CallLogChange'], "callLogChanged", ParentType, ContextType>;
  callsChanged?: SubscriptionResolver<ResolversTypes['CallsChange'], "callsChanged", ParentType, ContextType, Partial<SubscriptionCallsChangedArgs>>;
  getsHTTPError?: SubscriptionResolver<ResolversTypes['HttpErrorInfo'], "getsHTTPError", ParentType, ContextType>;
  hubPrinterMessage?: SubscriptionResolver<ResolversTypes['HubPrinterMessage'], "hubPrinterMessage", ParentType, ContextType>;
  systemMessages?: SubscriptionResolver<ResolversTypes['SystemMessage'], "systemMessages", ParentType, ContextType>;
};

export type SystemMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemMessage'] = ResolversParentTypes['SystemMessage']> = {
  payload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemOverview'] = ResolversParentTypes['SystemOverview']> = {
  emergencies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemTreeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTree'] = ResolversParentTypes['SystemTree']> = {
  nodes?: Resolver<Array<ResolversTypes['SystemTreeEntry']>, ParentType, ContextType>;
  view_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  views?: Resolver<Array<ResolversTypes['SystemTreeViewOption']>, ParentType, ContextType>;
};

export type SystemTreeEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeEntry'] = ResolversParentTypes['SystemTreeEntry']> = {
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  child_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  open_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  presences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeFormOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeFormOptions'] = ResolversParentTypes['SystemTreeFormOptions']> = {
  call_sources?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  flight_profiles?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
};

export type SystemTreeMoveRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeMoveRefusal'] = ResolversParentTypes['SystemTreeMoveRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeMoveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeMoveResult'] = ResolversParentTypes['SystemTreeMoveResult']> = {
  moved?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['SystemTreeMoveRefusal']>, ParentType, ContextType>;
};

export type SystemTreeNodeDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeDetail'] = ResolversParentTypes['SystemTreeNodeDetail']> = {
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source?: Resolver<Maybe<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  callback_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['SystemTreeEntry']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatable_kinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editable?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  flight_profile?: Resolver<ResolversTypes['SystemTreeReference'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inherit_flight_profile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_section?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_text_long?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_text_short?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_linkable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_tech?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest_note?: Resolver<Maybe<ResolversTypes['DeviceNote']>, ParentType, ContextType>;
  linked_node?: Resolver<Maybe<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  linking_nodes?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  may_add_note?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['DeviceNote']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  open_below?: Resolver<Array<ResolversTypes['SystemTreeOpenCall']>, ParentType, ContextType>;
  open_calls?: Resolver<Array<ResolversTypes['SystemTreeOpenCall']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['SystemTreeSource']>, ParentType, ContextType>;
  reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['SystemTreeReference'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['SystemTreeText'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['SystemTreeText'], ParentType, ContextType>;
};

export type SystemTreeNodeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeRef'] = ResolversParentTypes['SystemTreeNodeRef']> = {
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeOpenCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeOpenCall'] = ResolversParentTypes['SystemTreeOpenCall']> = {
  call_type_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_presence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeReference'] = ResolversParentTypes['SystemTreeReference']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  inherited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  own_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SystemTreeSource'], ParentType, ContextType>;
};

export type SystemTreeSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeSource'] = ResolversParentTypes['SystemTreeSource']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeText'] = ResolversParentTypes['SystemTreeText']> = {
  inherited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SystemTreeSource'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeViewOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeViewOption'] = ResolversParentTypes['SystemTreeViewOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_system_view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminAlertChannel?: AdminAlertChannelResolvers<ContextType>;
  AdminAlertRecipient?: AdminAlertRecipientResolvers<ContextType>;
  AdminAppClient?: AdminAppClientResolvers<ContextType>;
  AdminAppNodeSelection?: AdminAppNodeSelectionResolvers<ContextType>;
  AdminAppUser?: AdminAppUserResolvers<ContextType>;
  AdminAppUserGroup?: AdminAppUserGroupResolvers<ContextType>;
  AdminButton?: AdminButtonResolvers<ContextType>;
  AdminCallSource?: AdminCallSourceResolvers<ContextType>;
  AdminCallSourceGroup?: AdminCallSourceGroupResolvers<ContextType>;
  AdminCallType?: AdminCallTypeResolvers<ContextType>;
  AdminCallTypeDisplayConfig?: AdminCallTypeDisplayConfigResolvers<ContextType>;
  AdminCheckpoint?: AdminCheckpointResolvers<ContextType>;
  AdminCheckpointMap?: AdminCheckpointMapResolvers<ContextType>;
  AdminDisplayGroup?: AdminDisplayGroupResolvers<ContextType>;
  AdminDisplayGroupOverride?: AdminDisplayGroupOverrideResolvers<ContextType>;
  AdminDisplayNote?: AdminDisplayNoteResolvers<ContextType>;
  AdminFlightProfile?: AdminFlightProfileResolvers<ContextType>;
  AdminHub?: AdminHubResolvers<ContextType>;
  AdminIndicator?: AdminIndicatorResolvers<ContextType>;
  AdminInterconnection?: AdminInterconnectionResolvers<ContextType>;
  AdminMergeGroup?: AdminMergeGroupResolvers<ContextType>;
  AdminMergeGroupInterconnection?: AdminMergeGroupInterconnectionResolvers<ContextType>;
  AdminProbableDefectMonitor?: AdminProbableDefectMonitorResolvers<ContextType>;
  AdminReport?: AdminReportResolvers<ContextType>;
  AdminRole?: AdminRoleResolvers<ContextType>;
  AdminSchedule?: AdminScheduleResolvers<ContextType>;
  AdminSection?: AdminSectionResolvers<ContextType>;
  AdminSubscriptionView?: AdminSubscriptionViewResolvers<ContextType>;
  AdminSystemParam?: AdminSystemParamResolvers<ContextType>;
  AdminSystemTreeNode?: AdminSystemTreeNodeResolvers<ContextType>;
  AdminTreeView?: AdminTreeViewResolvers<ContextType>;
  AdminTreeViewFilter?: AdminTreeViewFilterResolvers<ContextType>;
  AdminTreeViewRolePermission?: AdminTreeViewRolePermissionResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminVideoStream?: AdminVideoStreamResolvers<ContextType>;
  AnalyticsBucket?: AnalyticsBucketResolvers<ContextType>;
  AnalyticsLongCall?: AnalyticsLongCallResolvers<ContextType>;
  AnalyticsPeriodCount?: AnalyticsPeriodCountResolvers<ContextType>;
  AnalyticsShiftHours?: AnalyticsShiftHoursResolvers<ContextType>;
  AppFeatures?: AppFeaturesResolvers<ContextType>;
  AppSettings?: AppSettingsResolvers<ContextType>;
  AppState?: AppStateResolvers<ContextType>;
  AppStatisticRow?: AppStatisticRowResolvers<ContextType>;
  AppStatistics?: AppStatisticsResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthUser?: AuthUserResolvers<ContextType>;
  Call?: CallResolvers<ContextType>;
  CallAnalytics?: CallAnalyticsResolvers<ContextType>;
  CallDisplayRelations?: CallDisplayRelationsResolvers<ContextType>;
  CallLogCall?: CallLogCallResolvers<ContextType>;
  CallLogCallType?: CallLogCallTypeResolvers<ContextType>;
  CallLogChange?: CallLogChangeResolvers<ContextType>;
  CallLogDetail?: CallLogDetailResolvers<ContextType>;
  CallLogEvent?: CallLogEventResolvers<ContextType>;
  CallLogNews?: CallLogNewsResolvers<ContextType>;
  CallLogOption?: CallLogOptionResolvers<ContextType>;
  CallLogOptions?: CallLogOptionsResolvers<ContextType>;
  CallLogPage?: CallLogPageResolvers<ContextType>;
  CallSourceRef?: CallSourceRefResolvers<ContextType>;
  CallType?: CallTypeResolvers<ContextType>;
  CallsChange?: CallsChangeResolvers<ContextType>;
  ConfigChangelog?: ConfigChangelogResolvers<ContextType>;
  ConfigChangelogCsv?: ConfigChangelogCsvResolvers<ContextType>;
  ConfigChangelogEntry?: ConfigChangelogEntryResolvers<ContextType>;
  ConfigCommitProgress?: ConfigCommitProgressResolvers<ContextType>;
  ConfigCommitResult?: ConfigCommitResultResolvers<ContextType>;
  ConfigFieldChange?: ConfigFieldChangeResolvers<ContextType>;
  ConfigImportFailure?: ConfigImportFailureResolvers<ContextType>;
  ConfigImportResult?: ConfigImportResultResolvers<ContextType>;
  ConfigRefusedRecord?: ConfigRefusedRecordResolvers<ContextType>;
  DefectEntry?: DefectEntryResolvers<ContextType>;
  DefectList?: DefectListResolvers<ContextType>;
  DeviceActionResult?: DeviceActionResultResolvers<ContextType>;
  DeviceNote?: DeviceNoteResolvers<ContextType>;
  DisplayGroup?: DisplayGroupResolvers<ContextType>;
  DisplayGroupConnection?: DisplayGroupConnectionResolvers<ContextType>;
  DisplayNote?: DisplayNoteResolvers<ContextType>;
  DisplayProfile?: DisplayProfileResolvers<ContextType>;
  ExportJob?: ExportJobResolvers<ContextType>;
  GlobalAppSettings?: GlobalAppSettingsResolvers<ContextType>;
  GlobalSettings?: GlobalSettingsResolvers<ContextType>;
  HttpErrorInfo?: HttpErrorInfoResolvers<ContextType>;
  HubPrinterMessage?: HubPrinterMessageResolvers<ContextType>;
  HubPrinterNode?: HubPrinterNodeResolvers<ContextType>;
  Incident?: IncidentResolvers<ContextType>;
  IncidentAssignee?: IncidentAssigneeResolvers<ContextType>;
  IncidentBoxes?: IncidentBoxesResolvers<ContextType>;
  IncidentCall?: IncidentCallResolvers<ContextType>;
  IncidentEvent?: IncidentEventResolvers<ContextType>;
  IncidentList?: IncidentListResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LicenseFeatures?: LicenseFeaturesResolvers<ContextType>;
  LicenseLimits?: LicenseLimitsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationGroup?: NotificationGroupResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationUser?: NotificationUserResolvers<ContextType>;
  OutdatedHub?: OutdatedHubResolvers<ContextType>;
  PausedHub?: PausedHubResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  ProfileSystemSetting?: ProfileSystemSettingResolvers<ContextType>;
  PublicSystemParams?: PublicSystemParamsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReachabilitySpan?: ReachabilitySpanResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  SearchCategory?: SearchCategoryResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SectionRef?: SectionRefResolvers<ContextType>;
  SendLogEntry?: SendLogEntryResolvers<ContextType>;
  SetPasswordResult?: SetPasswordResultResolvers<ContextType>;
  SmtpSettings?: SmtpSettingsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemMessage?: SystemMessageResolvers<ContextType>;
  SystemOverview?: SystemOverviewResolvers<ContextType>;
  SystemTree?: SystemTreeResolvers<ContextType>;
  SystemTreeEntry?: SystemTreeEntryResolvers<ContextType>;
  SystemTreeFormOptions?: SystemTreeFormOptionsResolvers<ContextType>;
  SystemTreeMoveRefusal?: SystemTreeMoveRefusalResolvers<ContextType>;
  SystemTreeMoveResult?: SystemTreeMoveResultResolvers<ContextType>;
  SystemTreeNodeDetail?: SystemTreeNodeDetailResolvers<ContextType>;
  SystemTreeNodeRef?: SystemTreeNodeRefResolvers<ContextType>;
  SystemTreeOpenCall?: SystemTreeOpenCallResolvers<ContextType>;
  SystemTreeReference?: SystemTreeReferenceResolvers<ContextType>;
  SystemTreeSource?: SystemTreeSourceResolvers<ContextType>;
  SystemTreeText?: SystemTreeTextResolvers<ContextType>;
  SystemTreeViewOption?: SystemTreeViewOptionResolvers<ContextType>;
};

