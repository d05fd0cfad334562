// Spec 01 §2 URL parameters and shareable URL; spec 01 §3 profile settings.
import { describe, expect, it } from 'vitest';
import { effectiveSettings, type DisplayProfile } from './display-settings.ts';
import { buildDisplayUrl, hasQuery, isLocalHost, parseDisplayParams } from './url-params.ts';

describe('display URL parameters (spec 01 §2)', () => {
  it('parses every parameter', () => {
    const p = parseDisplayParams(
      '?sections=1, 2,x&ignore_sections_time=22:00-6&fullscreen=1&videostream=1&ignore_sections_filter_for_call_types=2,7&system=2&locale=EN&fontsize=largest&wd_schedule=3&wd_groups=11,-1,12&we_schedule=-1',
    );
    expect(p).toEqual({
      sectionFilter: { sections: [1, 2], ignoreWindow: { start: 1320, end: 360 }, ignoreCallTypes: [2, 7] },
      fullscreen: true,
      videostream: true,
      system: 2,
      locale: 'en',
      fontSize: 'largest',
      weekday: { schedule: 3, groups: [11, 255, 12, 255, 255] },
      weekend: { schedule: 255, groups: [255, 255, 255, 255, 255] },
    });
  });
  it('ignores malformed values instead of guessing', () => {
    expect(
      parseDisplayParams('?sections=&fontsize=huge&locale=es&system=abc&ignore_sections_time=x'),
    ).toEqual({ sectionFilter: null });
  });
  it('only the first five groups count', () => {
    expect(parseDisplayParams('?wd_schedule=3&wd_groups=1,2,3,4,5,6').weekday?.groups).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
  it('a query string means ad-hoc settings', () => {
    expect(hasQuery('')).toBe(false);
    expect(hasQuery('?fullscreen=1')).toBe(true);
  });
});

describe('shareable display URL (spec 01 §2)', () => {
  it.each([
    [
      { fullscreen: false, show_video_stream: false, locale: 'de', font_size: 'normal' as const },
      'http://h:8080/display/a',
    ],
    [
      { fullscreen: true, show_video_stream: true, locale: 'fr', font_size: 'larger' as const },
      'http://h:8080/display/a?fullscreen=1&videostream=1&locale=fr&fontsize=larger',
    ],
  ])('%j -> %s', (p, url) => expect(buildDisplayUrl('http://h:8080', 'a', p)).toBe(url));
  it('warns for local hosts', () => {
    expect(isLocalHost('http://localhost:8080')).toBe(true);
    expect(isLocalHost('http://127.0.0.1')).toBe(true);
    expect(isLocalHost('http://pflege-pc.local')).toBe(false);
  });
});

const profile: DisplayProfile = {
  id: 1,
  name: 'A',
  slug: 'a',
  locale: 'fr',
  font_size: 'LARGER',
  fullscreen: true,
  show_video_stream: false,
  show_presences: false,
  settings: [
    {
      system_id: 1,
      weekday_schedule_id: 3,
      weekday_display_group_1_id: 11,
      weekday_display_group_2_id: 12,
      weekday_display_group_3_id: 255,
      weekday_display_group_4_id: 255,
      weekday_display_group_5_id: 255,
      weekend_schedule_id: 20,
      weekend_display_group_1_id: 254,
      weekend_display_group_2_id: 255,
      weekend_display_group_3_id: 255,
      weekend_display_group_4_id: 255,
      weekend_display_group_5_id: 255,
    },
    {
      system_id: 2,
      weekday_schedule_id: 255,
      weekday_display_group_1_id: 255,
      weekday_display_group_2_id: 255,
      weekday_display_group_3_id: 255,
      weekday_display_group_4_id: 255,
      weekday_display_group_5_id: 255,
      weekend_schedule_id: 255,
      weekend_display_group_1_id: 255,
      weekend_display_group_2_id: 255,
      weekend_display_group_3_id: 255,
      weekend_display_group_4_id: 255,
      weekend_display_group_5_id: 255,
    },
  ],
};

describe('effective display settings', () => {
  it('without a profile: the current system, unfiltered, presences on, normal font', () => {
    expect(effectiveSettings(null, parseDisplayParams(''), 2, [1, 2])).toMatchObject({
      systems: [{ system_id: 2, weekday_schedule_id: 255 }],
      fullscreen: false,
      showPresences: true,
      fontSize: 'normal',
      locale: null,
    });
  });
  it('a profile gives its systems and flags; URL parameters override them', () => {
    const s = effectiveSettings(profile, parseDisplayParams('?fullscreen=0&fontsize=largest'), 1, [1, 2]);
    expect(s.systems.map((x) => x.system_id)).toEqual([1, 2]);
    expect(s.systems[0]).toEqual({
      system_id: 1,
      weekday_schedule_id: 3,
      weekday_groups: [11, 12, 255, 255, 255],
      weekend_schedule_id: 20,
      weekend_groups: [254, 255, 255, 255, 255],
    });
    expect(s).toMatchObject({ fullscreen: false, fontSize: 'largest', locale: 'fr', showPresences: false });
  });
  it('drops systems the visitor cannot use; an empty profile subscribes to none', () => {
    expect(
      effectiveSettings(profile, parseDisplayParams(''), 1, [1]).systems.map((x) => x.system_id),
    ).toEqual([1]);
    expect(effectiveSettings({ ...profile, settings: [] }, parseDisplayParams(''), 1, [1]).systems).toEqual(
      [],
    );
  });
  it('wd_schedule/wd_groups apply to the display’s system', () => {
    const s = effectiveSettings(
      null,
      parseDisplayParams('?system=2&wd_schedule=3&wd_groups=11,12'),
      1,
      [1, 2],
    );
    expect(s.systems).toEqual([
      {
        system_id: 2,
        weekday_schedule_id: 3,
        weekday_groups: [11, 12, 255, 255, 255],
        weekend_schedule_id: 255,
        weekend_groups: [255, 255, 255, 255, 255],
      },
    ]);
  });
});
