// Installation-wide configuration: licence, global settings, app settings.
import { DEFAULT_LICENCE } from '@cs/rules/licence';
import type { Low } from 'lowdb';
import type {
  DisplayNoteRecord,
  DisplayProfileRecord,
  GlobalSettingsRecord,
  InstallationDoc,
  LicenceRecord,
  ReportRecord,
  SmtpSettingsRecord,
  UserRecord,
} from '../store/config-types.ts';
import { exclusive } from '../store/document-locks.ts';
import { installationKind } from '../seed/installation-kind.ts';
import { withDefaults, type AppSettingsRecord } from '../modules/app-management/app-settings.ts';

/** Spec 01 §3: without a stored licence the installation runs with the default licence. */
export { DEFAULT_LICENCE };

/**
 * Spec 01 §3 / §9: battery thresholds default to 40 (low) and 25 (critical). The monitoring timeouts' defaults are
 * not in the spec (§9 "Defaults: not shown"); ours: a radio device supervises itself every 5 minutes, so 60 minutes
 * is a dozen lost messages; a wired or tech device is polled by the call system, 30 minutes; a defect call open a
 * minute is a defect (docs/monitoring.md).
 */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettingsRecord = {
  locale: 'de',
  ignore_linkable_node_pool_for_super_users: false,
  battery_threshold_low: 40,
  battery_threshold_critical: 25,
  defects_timeout: 60,
  monitoring_timeout_radio: 60,
  monitoring_timeout_tech: 30,
  monitoring_timeout_wired: 30,
};

export class InstallationRepository {
  constructor(private readonly db: Low<InstallationDoc>) {}

  /** seeded as the demo (demo logins) or as a real installation (seed/installation-kind.ts) */
  kind(): 'demo' | 'site' {
    return installationKind(this.db.data);
  }

  licence(): LicenceRecord {
    return this.db.data.licence ?? DEFAULT_LICENCE;
  }

  globalSettings(): GlobalSettingsRecord {
    return { ...DEFAULT_GLOBAL_SETTINGS, ...this.db.data.global_settings };
  }

  /** Spec 02 §3 app settings over their defaults (modules/app-management/app-settings.ts). */
  appSettings(): AppSettingsRecord {
    return withDefaults(this.db.data.app_settings);
  }

  async saveAppSettings(settings: AppSettingsRecord): Promise<void> {
    await writeOrRestore(this.db, 'app_settings', settings);
  }

  /** The mail server (global settings); null until one is entered. The password is in it: for the mailer only. */
  smtpSettings(): SmtpSettingsRecord | null {
    return this.db.data.global_settings.smtp ?? null;
  }

  /**
   * Reads, checks and writes the mail server under the installation document's lock (ARCHITECTURE §5): `change`
   * gets what is stored now and answers what to store, or throws to change nothing.
   */
  updateSmtpSettings(
    change: (current: SmtpSettingsRecord | null) => SmtpSettingsRecord,
  ): Promise<SmtpSettingsRecord> {
    return exclusive([this.db], async () => {
      const next = change(this.smtpSettings());
      await writeOrRestore(this.db, 'global_settings', { ...this.db.data.global_settings, smtp: next });
      return next;
    });
  }

  /** Spec 02 §3 reports as configured in the admin area. */
  reports(): readonly ReportRecord[] {
    return this.db.data.reports ?? [];
  }

  users(): readonly UserRecord[] {
    return this.db.data.users;
  }

  setupTime(): string | null {
    return this.db.data.setup_time;
  }

  displayProfiles(): readonly DisplayProfileRecord[] {
    return this.db.data.display_profiles ?? [];
  }

  /** Replaces the profile list and writes the document durably. */
  async saveDisplayProfiles(profiles: DisplayProfileRecord[]): Promise<void> {
    await writeOrRestore(this.db, 'display_profiles', profiles);
  }

  displayNotes(): readonly DisplayNoteRecord[] {
    return this.db.data.display_notes ?? [];
  }

  async saveDisplayNotes(notes: DisplayNoteRecord[]): Promise<void> {
    await writeOrRestore(this.db, 'display_notes', notes);
  }
}

/**
 * Sets one key of a lowdb document and writes it durably. When the write fails (disk full, read-only folder)
 * the key gets its previous value back, so the backend does not serve, nor later save with another change,
 * what the client was just told was not saved (bench/faults). Only if nobody replaced the value in
 * the meantime: a newer change stays the newer change's business.
 */
export async function writeOrRestore<T extends object, K extends keyof T>(
  db: Low<T>,
  key: K,
  value: T[K],
): Promise<void> {
  const previous = db.data[key];
  db.data[key] = value;
  try {
    await db.write();
  } catch (error) {
    if (db.data[key] === value) db.data[key] = previous;
    throw error;
  }
}
