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

export type AppFeatures = {
  __typename?: 'AppFeatures';
  demo_mode: Scalars['Boolean']['output'];
  display_group_overrides: Scalars['Boolean']['output'];
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

/** What the call display needs to filter and draw the calls of one system (spec 01 §7 CallDisplayRelations). */
export type CallDisplayRelations = {
  __typename?: 'CallDisplayRelations';
  callTypes: Array<CallType>;
  displayGroups: Array<DisplayGroup>;
  schedules: Array<Schedule>;
};

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
  sequence: Scalars['Int']['output'];
  system_id: Scalars['Int']['output'];
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
  /** Needs display::manage_display_profiles. */
  createDisplayProfile: DisplayProfile;
  /** Deletes the profiles with these ids and returns them. Needs display::manage_display_profiles. */
  deleteDisplayProfile: Array<DisplayProfile>;
  /**
   * Sends a device action to the call system. EndCalls follows the close-call rule of spec 01 §4 (calllog::close_calls
   * or visuals::close_calls; otherwise refused when the node denies manual closure; otherwise only when the section
   * allows manual closure); the other actions need systemtree::trigger_device_actions.
   */
  sendDeviceAction: DeviceActionResult;
  /** Needs display::manage_display_profiles. */
  updateDisplayProfile: DisplayProfile;
  /** Change the signed-in user's password (spec 01 §2 set-password). Validation errors carry extensions.validation. */
  userSetPassword: SetPasswordResult;
};


export type MutationCreateDisplayProfileArgs = {
  input: CreateDisplayProfileInput;
};


export type MutationDeleteDisplayProfileArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSendDeviceActionArgs = {
  action: DeviceAction;
  deviceID: Scalars['Int']['input'];
  sectionID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateDisplayProfileArgs = {
  input: UpdateDisplayProfileInput;
};


export type MutationUserSetPasswordArgs = {
  password: Scalars['String']['input'];
  password_repeat: Scalars['String']['input'];
};

export type OutdatedHub = {
  __typename?: 'OutdatedHub';
  id: Scalars['Int']['output'];
  last_sync: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
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
  weekend_start: Scalars['String']['output'];
  weekend_stop: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Notes that are active now, in sort order (spec 01 §7 ActiveDisplayNotes). Public (call display). */
  activeDisplayNotes: Array<DisplayNote>;
  appState: AppState;
  /** Newest first; needs admin::see_auditlog. */
  auditLog: Array<AuditEntry>;
  /** The current user; id 0 when nobody is signed in. */
  authUser: AuthUser;
  /** Schedules, display groups and call types of the selected system. Public (call display). */
  callDisplayRelations: CallDisplayRelations;
  /** Every display profile (spec 01 §7 DisplayProfiles). Public: the anonymous display reads its profile. */
  displayProfiles: Array<DisplayProfile>;
  /** Only with a session (spec 01 §3). */
  globalAppSettings: GlobalAppSettings;
  globalSettings: GlobalSettings;
  license: License;
  /** Open calls and presences of the selected system (X-CS-System). Public: the call display reads it anonymously. */
  openCalls: Array<Call>;
  /** Systems available to the visitor: all for anonymous display visitors and superusers, else the user's system_access (empty = all). */
  publicSystemParams: Array<PublicSystemParams>;
};


export type QueryAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
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

export type SectionRef = {
  __typename?: 'SectionRef';
  allow_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type SetPasswordResult = {
  __typename?: 'SetPasswordResult';
  id: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
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

export type SystemTreeNodeRef = {
  __typename?: 'SystemTreeNodeRef';
  deny_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  serial: Maybe<Scalars['String']['output']>;
  text_long: Maybe<Scalars['String']['output']>;
  text_short: Maybe<Scalars['String']['output']>;
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
  AppFeatures: ResolverTypeWrapper<AppFeatures>;
  AppState: ResolverTypeWrapper<AppState>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthUser: ResolverTypeWrapper<AuthUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Call: ResolverTypeWrapper<Call>;
  CallDisplayRelations: ResolverTypeWrapper<CallDisplayRelations>;
  CallSourceRef: ResolverTypeWrapper<CallSourceRef>;
  CallType: ResolverTypeWrapper<CallType>;
  CallTypeFlag: CallTypeFlag;
  CallsChange: ResolverTypeWrapper<CallsChange>;
  CreateDisplayProfileInput: CreateDisplayProfileInput;
  DeviceAction: DeviceAction;
  DeviceActionResult: ResolverTypeWrapper<DeviceActionResult>;
  DisplayFontSize: DisplayFontSize;
  DisplayGroup: ResolverTypeWrapper<DisplayGroup>;
  DisplayGroupConnection: ResolverTypeWrapper<DisplayGroupConnection>;
  DisplayNote: ResolverTypeWrapper<DisplayNote>;
  DisplayNoteColor: DisplayNoteColor;
  DisplayProfile: ResolverTypeWrapper<DisplayProfile>;
  GlobalAppSettings: ResolverTypeWrapper<GlobalAppSettings>;
  GlobalSettings: ResolverTypeWrapper<GlobalSettings>;
  HttpErrorInfo: ResolverTypeWrapper<HttpErrorInfo>;
  HubPrinterMessage: ResolverTypeWrapper<HubPrinterMessage>;
  HubPrinterNode: ResolverTypeWrapper<HubPrinterNode>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  License: ResolverTypeWrapper<License>;
  LicenseFeatures: ResolverTypeWrapper<LicenseFeatures>;
  LicenseLimits: ResolverTypeWrapper<LicenseLimits>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OutdatedHub: ResolverTypeWrapper<OutdatedHub>;
  Permission: ResolverTypeWrapper<Permission>;
  ProfileSystemSetting: ResolverTypeWrapper<ProfileSystemSetting>;
  ProfileSystemSettingInput: ProfileSystemSettingInput;
  PublicSystemParams: ResolverTypeWrapper<PublicSystemParams>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Schedule: ResolverTypeWrapper<Schedule>;
  SectionRef: ResolverTypeWrapper<SectionRef>;
  SetPasswordResult: ResolverTypeWrapper<SetPasswordResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemMessage: ResolverTypeWrapper<SystemMessage>;
  SystemTreeNodeRef: ResolverTypeWrapper<SystemTreeNodeRef>;
  UpdateDisplayProfileInput: UpdateDisplayProfileInput;
  Urgency: Urgency;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppFeatures: AppFeatures;
  AppState: AppState;
  AuditEntry: AuditEntry;
  AuthUser: AuthUser;
  Boolean: Scalars['Boolean']['output'];
  Call: Call;
  CallDisplayRelations: CallDisplayRelations;
  CallSourceRef: CallSourceRef;
  CallType: CallType;
  CallsChange: CallsChange;
  CreateDisplayProfileInput: CreateDisplayProfileInput;
  DeviceActionResult: DeviceActionResult;
  DisplayGroup: DisplayGroup;
  DisplayGroupConnection: DisplayGroupConnection;
  DisplayNote: DisplayNote;
  DisplayProfile: DisplayProfile;
  GlobalAppSettings: GlobalAppSettings;
  GlobalSettings: GlobalSettings;
  HttpErrorInfo: HttpErrorInfo;
  HubPrinterMessage: HubPrinterMessage;
  HubPrinterNode: HubPrinterNode;
  Int: Scalars['Int']['output'];
  License: License;
  LicenseFeatures: LicenseFeatures;
  LicenseLimits: LicenseLimits;
  Mutation: Record<PropertyKey, never>;
  OutdatedHub: OutdatedHub;
  Permission: Permission;
  ProfileSystemSetting: ProfileSystemSetting;
  ProfileSystemSettingInput: ProfileSystemSettingInput;
  PublicSystemParams: PublicSystemParams;
  Query: Record<PropertyKey, never>;
  Schedule: Schedule;
  SectionRef: SectionRef;
  SetPasswordResult: SetPasswordResult;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemMessage: SystemMessage;
  SystemTreeNodeRef: SystemTreeNodeRef;
  UpdateDisplayProfileInput: UpdateDisplayProfileInput;
};

export type AppFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppFeatures'] = ResolversParentTypes['AppFeatures']> = {
  demo_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_group_overrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type CallDisplayRelationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallDisplayRelations'] = ResolversParentTypes['CallDisplayRelations']> = {
  callTypes?: Resolver<Array<ResolversTypes['CallType']>, ParentType, ContextType>;
  displayGroups?: Resolver<Array<ResolversTypes['DisplayGroup']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
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
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeviceActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceActionResult'] = ResolversParentTypes['DeviceActionResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  createDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationCreateDisplayProfileArgs, 'input'>>;
  deleteDisplayProfile?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayProfileArgs, 'ids'>>;
  sendDeviceAction?: Resolver<ResolversTypes['DeviceActionResult'], ParentType, ContextType, RequireFields<MutationSendDeviceActionArgs, 'action' | 'deviceID'>>;
  updateDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationUpdateDisplayProfileArgs, 'input'>>;
  userSetPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationUserSetPasswordArgs, 'password' | 'password_repeat'>>;
};

export type OutdatedHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutdatedHub'] = ResolversParentTypes['OutdatedHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  weekend_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeDisplayNotes?: Resolver<Array<ResolversTypes['DisplayNote']>, ParentType, ContextType>;
  appState?: Resolver<ResolversTypes['AppState'], ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit'>>;
  authUser?: Resolver<ResolversTypes['AuthUser'], ParentType, ContextType>;
  callDisplayRelations?: Resolver<ResolversTypes['CallDisplayRelations'], ParentType, ContextType>;
  displayProfiles?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType>;
  globalAppSettings?: Resolver<ResolversTypes['GlobalAppSettings'], ParentType, ContextType>;
  globalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  openCalls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  publicSystemParams?: Resolver<Array<ResolversTypes['PublicSystemParams']>, ParentType, ContextType>;
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

export type SectionRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionRef'] = ResolversParentTypes['SectionRef']> = {
  allow_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPasswordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPasswordResult'] = ResolversParentTypes['SetPasswordResult']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  callsChanged?: SubscriptionResolver<ResolversTypes['CallsChange'], "callsChanged", ParentType, ContextType, Partial<SubscriptionCallsChangedArgs>>;
  getsHTTPError?: SubscriptionResolver<ResolversTypes['HttpErrorInfo'], "getsHTTPError", ParentType, ContextType>;
  hubPrinterMessage?: SubscriptionResolver<ResolversTypes['HubPrinterMessage'], "hubPrinterMessage", ParentType, ContextType>;
  systemMessages?: SubscriptionResolver<ResolversTypes['SystemMessage'], "systemMessages", ParentType, ContextType>;
};

export type SystemMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemMessage'] = ResolversParentTypes['SystemMessage']> = {
  payload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeNodeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeRef'] = ResolversParentTypes['SystemTreeNodeRef']> = {
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AppFeatures?: AppFeaturesResolvers<ContextType>;
  AppState?: AppStateResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthUser?: AuthUserResolvers<ContextType>;
  Call?: CallResolvers<ContextType>;
  CallDisplayRelations?: CallDisplayRelationsResolvers<ContextType>;
  CallSourceRef?: CallSourceRefResolvers<ContextType>;
  CallType?: CallTypeResolvers<ContextType>;
  CallsChange?: CallsChangeResolvers<ContextType>;
  DeviceActionResult?: DeviceActionResultResolvers<ContextType>;
  DisplayGroup?: DisplayGroupResolvers<ContextType>;
  DisplayGroupConnection?: DisplayGroupConnectionResolvers<ContextType>;
  DisplayNote?: DisplayNoteResolvers<ContextType>;
  DisplayProfile?: DisplayProfileResolvers<ContextType>;
  GlobalAppSettings?: GlobalAppSettingsResolvers<ContextType>;
  GlobalSettings?: GlobalSettingsResolvers<ContextType>;
  HttpErrorInfo?: HttpErrorInfoResolvers<ContextType>;
  HubPrinterMessage?: HubPrinterMessageResolvers<ContextType>;
  HubPrinterNode?: HubPrinterNodeResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LicenseFeatures?: LicenseFeaturesResolvers<ContextType>;
  LicenseLimits?: LicenseLimitsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OutdatedHub?: OutdatedHubResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  ProfileSystemSetting?: ProfileSystemSettingResolvers<ContextType>;
  PublicSystemParams?: PublicSystemParamsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  SectionRef?: SectionRefResolvers<ContextType>;
  SetPasswordResult?: SetPasswordResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemMessage?: SystemMessageResolvers<ContextType>;
  SystemTreeNodeRef?: SystemTreeNodeRefResolvers<ContextType>;
};

