// Spec 01 §2 call display URL parameters, and the shareable display URL.
import {
  DISPLAY_GROUP_NONE,
  parseClockTime,
  SCHEDULE_NONE,
  URL_GROUP_NONE,
  type SectionFilter,
} from '@cs/rules/display';
import { urlSystem } from './url-system.ts';

export type FontSize = 'normal' | 'larger' | 'largest';
export const FONT_SIZES: readonly FontSize[] = ['normal', 'larger', 'largest'];
const URL_LOCALES = ['de', 'en', 'fr', 'it'] as const;
export type DisplayLocale = (typeof URL_LOCALES)[number];

export interface UrlDisplayParams {
  sectionFilter: SectionFilter | null;
  fullscreen?: boolean;
  videostream?: boolean;
  system?: number;
  locale?: DisplayLocale;
  fontSize?: FontSize;
  weekday?: { schedule: number; groups: number[] };
  weekend?: { schedule: number; groups: number[] };
}

const numbers = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^-?\d+$/.test(s))
    .map(Number);

/** -1 means none in the URL (spec 01 §2), 255 in the profile (spec 01 §3); always five entries. */
function groupList(value: string | null): number[] {
  const groups = numbers(value)
    .slice(0, 5)
    .map((g) => (g === URL_GROUP_NONE ? DISPLAY_GROUP_NONE : g));
  while (groups.length < 5) groups.push(DISPLAY_GROUP_NONE);
  return groups;
}

function scheduleParams(params: URLSearchParams, prefix: 'wd' | 'we') {
  const schedule = params.get(`${prefix}_schedule`);
  if (schedule === null || !/^-?\d+$/.test(schedule.trim())) return undefined;
  const id = Number(schedule);
  return {
    schedule: id === URL_GROUP_NONE ? SCHEDULE_NONE : id,
    groups: groupList(params.get(`${prefix}_groups`)),
  };
}

function ignoreWindow(value: string | null): SectionFilter['ignoreWindow'] {
  const [start, end] = (value ?? '').split('-');
  const s = parseClockTime(start);
  const e = parseClockTime(end);
  return s === null || e === null ? null : { start: s, end: e };
}

export function parseDisplayParams(search: string | URLSearchParams): UrlDisplayParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sections = numbers(params.get('sections'));
  const locale = params.get('locale')?.toLowerCase();
  const fontSize = params.get('fontsize')?.toLowerCase();
  return {
    sectionFilter: sections.length
      ? {
          sections,
          ignoreWindow: ignoreWindow(params.get('ignore_sections_time')),
          ignoreCallTypes: numbers(params.get('ignore_sections_filter_for_call_types')),
        }
      : null,
    ...(params.has('fullscreen') ? { fullscreen: params.get('fullscreen') === '1' } : {}),
    ...(params.has('videostream') ? { videostream: params.get('videostream') === '1' } : {}),
    ...(urlSystem(params) !== undefined ? { system: urlSystem(params) } : {}),
    ...((URL_LOCALES as readonly string[]).includes(locale ?? '') ? { locale: locale as DisplayLocale } : {}),
    ...(fontSize === 'larger' || fontSize === 'largest' ? { fontSize } : {}),
    ...(scheduleParams(params, 'wd') ? { weekday: scheduleParams(params, 'wd') } : {}),
    ...(scheduleParams(params, 'we') ? { weekend: scheduleParams(params, 'we') } : {}),
  };
}

export { hasQuery } from './url-system.ts';

/**
 * Spec 01 §2: the shareable display URL is built from fullscreen, show_video_stream, locale (only if not
 * German) and font_size (only if not normal).
 */
export function buildDisplayUrl(
  origin: string,
  slug: string | null,
  p: { fullscreen: boolean; show_video_stream: boolean; locale: string; font_size: FontSize },
): string {
  const url = new URL(slug ? `/display/${encodeURIComponent(slug)}` : '/display', origin);
  if (p.fullscreen) url.searchParams.set('fullscreen', '1');
  if (p.show_video_stream) url.searchParams.set('videostream', '1');
  if (p.locale && p.locale !== 'de') url.searchParams.set('locale', p.locale);
  if (p.font_size !== 'normal') url.searchParams.set('fontsize', p.font_size);
  return url.toString();
}

/** A display URL on this host's loopback address only works on this machine (spec 01 §2 drawer warning). */
export const isLocalHost = (origin: string) =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(new URL(origin).hostname);
