// Validation and normalisation of display profile input (spec 01 §3, §5; keys of spec 02 §5).
import { DISPLAY_GROUP_NONE } from '@cs/contracts/vocabulary';
import { checkRule } from '@cs/rules/validation/check-rule';
import type { GraphQLError } from 'graphql';
import { validationError } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';
import type { DisplayProfileRecord, ProfileSystemSettingRecord } from '../../store/config-types.ts';
import type { CreateDisplayProfileInput, ProfileSystemSettingInput } from '../../generated/graphql.ts';

export const PROFILE_NAME_MAX = 100;
const PROFILE_LOCALES = ['de', 'en', 'fr', 'it'] as const;

export interface ProfileCheckContext {
  locale: Locale;
  /** the other profiles (the one being updated excluded) */
  others: readonly DisplayProfileRecord[];
  systemIds: readonly number[];
}

const group = (v: number | null | undefined) => (typeof v === 'number' ? v : DISPLAY_GROUP_NONE);

/** Disabled systems are dropped on save (spec 01 §3: the enabled flag decides inclusion). */
export function toSettings(input: readonly ProfileSystemSettingInput[]): ProfileSystemSettingRecord[] {
  return input
    .filter((s) => s.enabled !== false)
    .map((s) => ({
      system_id: s.system_id,
      weekday_schedule_id: s.weekday_schedule_id,
      weekday_display_group_1_id: group(s.weekday_display_group_1_id),
      weekday_display_group_2_id: group(s.weekday_display_group_2_id),
      weekday_display_group_3_id: group(s.weekday_display_group_3_id),
      weekday_display_group_4_id: group(s.weekday_display_group_4_id),
      weekday_display_group_5_id: group(s.weekday_display_group_5_id),
      weekend_schedule_id: s.weekend_schedule_id,
      weekend_display_group_1_id: group(s.weekend_display_group_1_id),
      weekend_display_group_2_id: group(s.weekend_display_group_2_id),
      weekend_display_group_3_id: group(s.weekend_display_group_3_id),
      weekend_display_group_4_id: group(s.weekend_display_group_4_id),
      weekend_display_group_5_id: group(s.weekend_display_group_5_id),
    }));
}

export function checkProfile(
  input: CreateDisplayProfileInput,
  settings: readonly ProfileSystemSettingRecord[],
  ctx: ProfileCheckContext,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const name = input.name.trim();
  if (name.length === 0) errors.push(validationError(ctx.locale, 'name', 'required'));
  else if (name.length > PROFILE_NAME_MAX)
    errors.push(validationError(ctx.locale, 'name', 'max_length', { max: PROFILE_NAME_MAX }));
  else if (checkRule({ rule: 'no_control' }, name, { field: 'name', record: {}, others: [] }))
    errors.push(validationError(ctx.locale, 'name', 'single_line'));
  else if (ctx.others.some((p) => p.name.trim().toLowerCase() === name.toLowerCase()))
    errors.push(validationError(ctx.locale, 'name', 'unique'));
  if (!(PROFILE_LOCALES as readonly string[]).includes(input.locale))
    errors.push(validationError(ctx.locale, 'locale', 'invalid'));
  const seen = new Set<number>();
  for (const s of settings) {
    if (!ctx.systemIds.includes(s.system_id) || seen.has(s.system_id)) {
      errors.push(validationError(ctx.locale, 'settings', 'invalid', { system_id: s.system_id }));
      break;
    }
    seen.add(s.system_id);
  }
  return errors;
}
