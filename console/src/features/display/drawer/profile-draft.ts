// The drawer's editable copy of a profile (spec 01 §3), with the UI-only enabled flag per system.
import type { DisplayProfile } from '../display-settings.ts';
import type { FontSize } from '../url-params.ts';
import { DISPLAY_GROUP_NONE, SCHEDULE_NONE } from '@cs/rules/display';

export interface DraftSystem {
  enabled: boolean;
  system_id: number;
  weekday_schedule_id: number;
  weekday_groups: number[];
  weekend_schedule_id: number;
  weekend_groups: number[];
}

export interface ProfileDraft {
  id: number;
  name: string;
  slug: string;
  locale: string;
  font_size: FontSize;
  fullscreen: boolean;
  show_video_stream: boolean;
  show_presences: boolean;
  systems: DraftSystem[];
}

const NONE5 = () => Array<number>(5).fill(DISPLAY_GROUP_NONE);
const groups = (s: DisplayProfile['settings'][number], which: 'weekday' | 'weekend') =>
  [1, 2, 3, 4, 5].map((i) => s[`${which}_display_group_${i}_id` as keyof typeof s] as number);

export function emptySystem(system_id: number, enabled = false): DraftSystem {
  return {
    enabled,
    system_id,
    weekday_schedule_id: SCHEDULE_NONE,
    weekday_groups: NONE5(),
    weekend_schedule_id: SCHEDULE_NONE,
    weekend_groups: NONE5(),
  };
}

/** Every available system gets a tab; the profile's own are enabled. */
export function toDraft(profile: DisplayProfile, systemIds: readonly number[]): ProfileDraft {
  const own = new Map(profile.settings.map((s) => [s.system_id, s]));
  const ids = [...new Set([...systemIds, ...own.keys()])].sort((a, b) => a - b);
  return {
    id: profile.id,
    name: profile.name,
    slug: profile.slug,
    locale: profile.locale,
    font_size: profile.font_size.toLowerCase() as FontSize,
    fullscreen: profile.fullscreen,
    show_video_stream: profile.show_video_stream,
    show_presences: profile.show_presences,
    systems: ids.map((id) => {
      const s = own.get(id);
      return s
        ? {
            enabled: true,
            system_id: id,
            weekday_schedule_id: s.weekday_schedule_id,
            weekday_groups: groups(s, 'weekday'),
            weekend_schedule_id: s.weekend_schedule_id,
            weekend_groups: groups(s, 'weekend'),
          }
        : emptySystem(id);
    }),
  };
}

const groupFields = (which: 'weekday' | 'weekend', list: readonly number[]) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].map((i) => [`${which}_display_group_${i}_id`, list[i - 1] ?? DISPLAY_GROUP_NONE]),
  );

/** UpdateDisplayProfile input: slug not sent, font size in upper case, disabled systems dropped (spec 01 §3, §7). */
export function toUpdateInput(draft: ProfileDraft) {
  return {
    id: draft.id,
    name: draft.name,
    locale: draft.locale,
    font_size: draft.font_size.toUpperCase() as 'NORMAL' | 'LARGER' | 'LARGEST',
    fullscreen: draft.fullscreen,
    show_video_stream: draft.show_video_stream,
    show_presences: draft.show_presences,
    settings: draft.systems
      .filter((s) => s.enabled)
      .map((s) => ({
        system_id: s.system_id,
        weekday_schedule_id: s.weekday_schedule_id,
        weekend_schedule_id: s.weekend_schedule_id,
        ...groupFields('weekday', s.weekday_groups),
        ...groupFields('weekend', s.weekend_groups),
      })),
  };
}

/** Spec 01 §5: new profiles start with the UI locale, normal font, fullscreen and video off, presences on, the current system only. */
export function newProfileInput(name: string, locale: string, systemId: number) {
  const { id: _id, ...rest } = toUpdateInput({
    id: -1,
    name: name.trim(),
    slug: '',
    locale,
    font_size: 'normal',
    fullscreen: false,
    show_video_stream: false,
    show_presences: true,
    systems: [emptySystem(systemId, true)],
  });
  return rest;
}
