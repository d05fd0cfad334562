// The display's effective settings: the selected profile (spec 01 §3), overridden by URL parameters
// (spec 01 §2). Without a profile the display shows the current system unfiltered.
import type { DisplayProfileFieldsFragment } from '../../generated/graphql.ts';
import {
  DISPLAY_GROUP_NONE,
  SCHEDULE_NONE,
  type SectionFilter,
  type SystemDisplaySetting,
} from '@cs/rules/display';
import type { DisplayLocale, FontSize, UrlDisplayParams } from './url-params.ts';

export type DisplayProfile = DisplayProfileFieldsFragment;
type ProfileSetting = DisplayProfile['settings'][number];

export interface DisplaySettings {
  systems: SystemDisplaySetting[];
  sectionFilter: SectionFilter | null;
  fullscreen: boolean;
  videostream: boolean;
  showPresences: boolean;
  fontSize: FontSize;
  locale: DisplayLocale | null;
  /** systems the URL or the profile names that are not available (unknown, mistyped, no access): not shown */
  unavailableSystems: number[];
}

export const groupsOf = (s: ProfileSetting, which: 'weekday' | 'weekend'): number[] =>
  [1, 2, 3, 4, 5].map((i) => s[`${which}_display_group_${i}_id` as keyof ProfileSetting] as number);

export const toSystemSetting = (s: ProfileSetting): SystemDisplaySetting => ({
  system_id: s.system_id,
  weekday_schedule_id: s.weekday_schedule_id,
  weekday_groups: groupsOf(s, 'weekday'),
  weekend_schedule_id: s.weekend_schedule_id,
  weekend_groups: groupsOf(s, 'weekend'),
});

const unfiltered = (system_id: number): SystemDisplaySetting => ({
  system_id,
  weekday_schedule_id: SCHEDULE_NONE,
  weekday_groups: Array(5).fill(DISPLAY_GROUP_NONE),
  weekend_schedule_id: SCHEDULE_NONE,
  weekend_groups: Array(5).fill(DISPLAY_GROUP_NONE),
});

export function effectiveSettings(
  profile: DisplayProfile | null,
  url: UrlDisplayParams,
  currentSystemId: number,
  availableSystems: readonly number[],
): DisplaySettings {
  const available = (id: number) => availableSystems.length === 0 || availableSystems.includes(id);
  // A mistyped or unavailable system falls back to the current one (the first available, spec 01 §4).
  const requested = url.system ?? currentSystemId;
  const named = profile ? profile.settings.map((s) => s.system_id) : [requested];
  let systems = profile
    ? profile.settings.map(toSystemSetting).filter((s) => available(s.system_id))
    : [unfiltered(available(requested) ? requested : currentSystemId)];
  if (url.weekday || url.weekend) {
    // URL schedules apply to the display's (first) system.
    const base = systems[0] ?? unfiltered(url.system ?? currentSystemId);
    systems = [
      {
        ...base,
        ...(url.weekday
          ? { weekday_schedule_id: url.weekday.schedule, weekday_groups: url.weekday.groups }
          : {}),
        ...(url.weekend
          ? { weekend_schedule_id: url.weekend.schedule, weekend_groups: url.weekend.groups }
          : {}),
      },
      ...systems.slice(1),
    ];
  }
  return {
    systems,
    sectionFilter: url.sectionFilter,
    fullscreen: url.fullscreen ?? profile?.fullscreen ?? false,
    videostream: url.videostream ?? profile?.show_video_stream ?? false,
    showPresences: profile?.show_presences ?? true,
    fontSize: url.fontSize ?? (profile?.font_size.toLowerCase() as FontSize | undefined) ?? 'normal',
    locale: url.locale ?? (profile?.locale as DisplayLocale | undefined) ?? null,
    unavailableSystems: named.filter((id) => !available(id)),
  };
}
