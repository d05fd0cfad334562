// Spec 02 §3 app settings: the record, its defaults (spec 02 §9 names the units, not the values: ours are
// docs/decisions/app-management.md) and the ranges a change must respect.
import type { FieldViolation } from '../../crud/rules.ts';

export const APP_FLAGS = [
  'display_names_enabled',
  'hide_presences',
  'logout_disabled',
  'logout_on_charge',
  'sos_send_to_all_users',
  'subscriptions_confirmation_required',
  'subscriptions_enabled',
  'subscriptions_user_defined',
  'team_view_enabled',
] as const;

/** Spec 02 §9: escalation, release and resend in seconds, relevant alerts and calls in hours; [min, max]. */
export const APP_TIMEOUTS = {
  timeouts_escalation: [5, 3_600],
  timeouts_release: [30, 86_400],
  timeouts_relevant_alerts: [1, 168],
  timeouts_relevant_calls: [1, 168],
  timeouts_resend: [5, 3_600],
} as const;

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
