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
  licence: LicenceRecord | null;
  global_settings: GlobalSettingsRecord;
  app_settings: { subscriptions_enabled: boolean };
  /** ids of the systems; each has its own document system-NN.json */
  system_ids: number[];
  users: UserRecord[];
  roles: RoleRecord[];
}

export interface SystemDoc {
  schema_version: 1;
  id: number;
  name: string;
  /** HH:mm (spec 01 §3 public system params) */
  weekend_start: string;
  weekend_stop: string;
  configurator: { ip: string | null; tcp_port: number | null; username: string | null; version: string | null };
  sync: {
    last_gets_change: string | null;
    last_gets_commit: string | null;
    offline_mode: boolean;
    app_gateway_enabled: boolean;
    app_gateway_system_id: number | null;
    outdated_hubs: Array<{ id: number; name: string; last_sync: string | null }>;
  };
}

export interface SeedData {
  installation: InstallationDoc;
  systems: SystemDoc[];
}
