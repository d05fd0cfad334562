// Shapes of the configuration documents (ARCHITECTURE §5): one for the installation, one per system.
// Field names follow the spec's entities (spec 01 §3, spec 02 §3) so repositories map them 1:1. The
// records of the admin entities are typed from their descriptions (generated/records.ts, codegen).
import type {
  CallSourceRecord,
  CallTypeRecord,
  DisplayGroupRecord,
  HubRecord,
  InstallationEntityLists,
  RoleRecord,
  ScheduleRecord,
  SectionRecord,
  SystemEntityLists,
  SystemTreeNodeRecord,
  UserRecord,
} from '../generated/records.ts';

export type * from '../generated/records.ts';
import type { AppSettingsRecord } from '../modules/app-management/app-settings.ts';

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
  /** spec 02 §3: a defect-flag call open this many seconds is a defect incident */
  defects_timeout: number;
  /** spec 02 §3: minutes without hearing a radio, tech or wired device before it is not reachable */
  monitoring_timeout_radio: number;
  monitoring_timeout_tech: number;
  monitoring_timeout_wired: number;
  /** the facility's mail server for reports and notifications; absent until an administrator enters one */
  smtp?: SmtpSettingsRecord;
}

/** How the connection to the mail server is secured: none, STARTTLS after connecting, or TLS from the start. */
export type SmtpTlsMode = 'none' | 'starttls' | 'tls';

export interface SmtpSettingsRecord {
  host: string;
  port: number;
  tls_mode: SmtpTlsMode;
  /** empty: the server takes mail without a login */
  user: string;
  /** a secret: only the mailer reads it; never answered, logged or audited */
  password: string;
  /** the From address of every mail */
  sender: string;
}

export interface InstallationDoc extends InstallationEntityLists {
  schema_version: 1;
  setup_time: string | null;
  /**
   * seeded as the demo (demo logins admin/admin, ...) or as a real installation (one admin with a random
   * temporary password); demo mode refuses the latter. Documents written before it existed are demo ones.
   */
  kind?: 'demo' | 'site';
  licence: LicenceRecord | null;
  global_settings: GlobalSettingsRecord;
  /** spec 02 §3 app settings; fields a document lacks answer their default (modules/app-management/app-settings.ts) */
  app_settings: Partial<AppSettingsRecord>;
  /** ids of the systems; each has its own document system-NN.json */
  system_ids: number[];
  users: UserRecord[];
  roles: RoleRecord[];
  /** spec 01 §3 display profiles; documents written before they existed have none */
  display_profiles?: DisplayProfileRecord[];
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

export interface SystemDoc extends SystemEntityLists {
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
    /**
     * per Gets kind and id the hash of the row at the last sync (a finished commit or an import), so the
     * changelog tells the product's changes from the configurator's (modules/sync/changelog.ts); none: never synced
     */
    baseline?: Partial<Record<string, Record<string, string>>>;
  };
  /** The system's call configuration (spec 01 §3, spec 02 §3), mirrored from / sent to the Gets: always there. */
  call_types: CallTypeRecord[];
  call_sources: CallSourceRecord[];
  sections: SectionRecord[];
  schedules: ScheduleRecord[];
  display_groups: DisplayGroupRecord[];
  nodes: SystemTreeNodeRecord[];
  hubs: HubRecord[];
  /** further system parameters of the configurator form (spec 02 §3: dhcp, gateway, night times, ...) */
  params?: Record<string, unknown>;
  // The further admin lists (SystemEntityLists) are optional: documents written before they existed have
  // none, and the repositories read a missing collection as empty.
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
