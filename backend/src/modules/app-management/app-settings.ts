// Spec 02 §3 app settings: the record, its defaults (spec 02 §9 names the units, not the values: ours are
// docs/decisions/app-management.md) and the ranges a change must respect.
import type { FieldViolation } from '../../crud/rules.ts';

// The switches and the timeouts' bounds are the contract's (the protocol document's app settings table is written from
// it); this module keeps the defaults and the merge.
import { APP_FLAGS, APP_TIMEOUTS } from '@cs/contracts/app';

export { APP_FLAGS, APP_TIMEOUTS };

type Flag = (typeof APP_FLAGS)[number];
type Timeout = keyof typeof APP_TIMEOUTS;
export type AppSettingsRecord = Record<Flag, boolean> & Record<Timeout, number>;

export const DEFAULT_APP_SETTINGS: AppSettingsRecord = {
  display_names_enabled: true,
  hide_presences: false,
  logout_disabled: false,
  logout_on_charge: false,
  sos_send_to_all_users: true,
  subscriptions_confirmation_required: false,
  subscriptions_enabled: false,
  subscriptions_user_defined: false,
  team_view_enabled: true,
  timeouts_escalation: 60,
  timeouts_release: 600,
  timeouts_relevant_alerts: 24,
  timeouts_relevant_calls: 12,
  timeouts_resend: 30,
};

/** The stored settings over the defaults (documents written before a field existed answer its default). */
export const withDefaults = (stored: Partial<AppSettingsRecord> | undefined): AppSettingsRecord => ({
  ...DEFAULT_APP_SETTINGS,
  ...stored,
});

/** The fields sent over the current settings, and what breaks a range (catalogue `between`, spec 02 §5). */
export function mergeAppSettings(
  current: AppSettingsRecord,
  input: Readonly<Record<string, unknown>>,
): { next: AppSettingsRecord; violations: FieldViolation[] } {
  const next = { ...current };
  const violations: FieldViolation[] = [];
  for (const flag of APP_FLAGS) if (typeof input[flag] === 'boolean') next[flag] = input[flag];
  for (const [field, [min, max]] of Object.entries(APP_TIMEOUTS) as Array<
    [Timeout, readonly [number, number]]
  >) {
    const v = input[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      violations.push({ field, key: 'between', data: { min, max } });
    else next[field] = v;
  }
  return { next, violations };
}
