// Spec 01 §4 display filtering and ordering, table-driven. Instants are UTC; the comment gives the wall
// clock in Europe/Zurich (CET = UTC+1, CEST = UTC+2; DST 2026: 29 March 02:00 -> 03:00, 25 October 03:00 -> 02:00).
import { describe, expect, it } from 'vitest';
import { groupFilter } from './display-group.ts';
import { filterCalls, type FilterContext } from './filter.ts';
import { orderCalls } from './order.ts';
import { ignoreWindowActive, passesSectionFilter } from './section-filter.ts';
import { parseClockTime } from './time.ts';
import type { RuleCall, RuleCallType, RuleRelations } from './types.ts';

const at = (iso: string) => Date.parse(iso);

const types: RuleCallType[] = [
  { id: 4, flag: 'none', urgency: 'NORMAL', sort_order: 2 },
  { id: 2, flag: 'none', urgency: 'EMERGENCY', sort_order: 1 },
  { id: 7, flag: 'none', urgency: 'URGENT', sort_order: null },
  { id: 6, flag: 'presence', urgency: 'NORMAL', sort_order: 5 },
  { id: 9, flag: 'defect', urgency: 'NORMAL', sort_order: 9 },
];
const relations: RuleRelations = {
  schedules: [
    { id: 3, time_1: '06:00', time_2: '22:00' },
    { id: 20, time_1: '00:00' },
  ],
  displayGroups: [
    {
      id: 11,
      connections: [
        { section_id: 1, call_type_id: 4 },
        { section_id: 1, call_type_id: 2 },
      ],
    },
    {
      id: 12,
      connections: [
        { section_id: 2, call_type_id: 2 },
        { section_id: 2, call_type_id: 7 },
      ],
    },
  ],
  callTypes: types,
};
let nextId = 1;
const call = (section: number, callType: number, opened = '2026-03-02T08:00:00Z', system = 1): RuleCall => ({
  id: nextId++,
  system_id: system,
  call_type_id: callType,
  section_id: section,
  opened_at: opened,
  call_type: types.find((t) => t.id === callType) ?? null,
});
const ward = [
  call(1, 4),
  call(1, 2),
  call(1, 6),
  call(1, 9),
  call(2, 4),
  call(2, 2),
  call(2, 7),
  call(2, 6),
  call(2, 9),
];
const label = (calls: RuleCall[]) => calls.map((c) => `${c.section_id}/${c.call_type_id}`).join(' ');
const ALL = '1/4 1/2 1/6 1/9 2/4 2/2 2/7 2/6 2/9';
const ALL_BUT_DEFECTS = '1/4 1/2 1/6 2/4 2/2 2/7 2/6';

const MON_10 = at('2026-03-02T09:00:00Z'); // Monday 10:00 CET, weekday day interval
const MON_23 = at('2026-03-02T22:00:00Z'); // Monday 23:00 CET, weekday night interval
const SAT_10 = at('2026-03-07T09:00:00Z'); // Saturday

const ctx = (over: Partial<FilterContext>): FilterContext => ({
  nowMs: MON_10,
  relations,
  weekend: { weekend_start: '18:00', weekend_stop: '06:00' },
  setting: null,
  sectionFilter: null,
  showPresences: true,
  ...over,
});
const setting = (
  weekday_schedule_id: number,
  weekday_groups: number[],
  weekend_schedule_id = 255,
  weekend_groups = [255, 255, 255, 255, 255],
) => ({
  system_id: 1,
  weekday_schedule_id,
  weekday_groups,
  weekend_schedule_id,
  weekend_groups,
});

describe('display filtering (spec 01 §4)', () => {
  it.each([
    ['no profile: no group filtering, defect calls hidden', ctx({}), ALL_BUT_DEFECTS],
    [
      'schedule 255 (none): no group filtering, defect calls hidden',
      ctx({ setting: setting(255, [11, 12, 255, 255, 255]) }),
      ALL_BUT_DEFECTS,
    ],
    [
      'day interval, group 11: its pairs plus presences of section 1 (alert is not urgent)',
      ctx({ setting: setting(3, [11, 12, 255, 255, 255]) }),
      '1/4 1/2 1/6',
    ],
    [
      'night interval, group 12: section 2 is all urgent, so no presences',
      ctx({ nowMs: MON_23, setting: setting(3, [11, 12, 255, 255, 255]) }),
      '2/2 2/7',
    ],
    [
      'show presences off: only the group’s pairs',
      ctx({ setting: setting(3, [11, 12, 255, 255, 255]), showPresences: false }),
      '1/4 1/2',
    ],
    [
      'schedule 20 (all day) uses group 1 at any time',
      ctx({ nowMs: MON_23, setting: setting(20, [12, 11, 255, 255, 255]) }),
      '2/2 2/7',
    ],
    [
      'group 255 (none) in the active interval: not filtering, never “show nothing”',
      ctx({ setting: setting(3, [255, 12, 255, 255, 255]) }),
      ALL_BUT_DEFECTS,
    ],
    [
      'group 254 (all groups): filtering active and everything passes, defects included',
      ctx({ setting: setting(3, [254, 12, 255, 255, 255]) }),
      ALL,
    ],
    [
      'group 253 (section): the display cannot narrow it down, everything passes',
      ctx({ setting: setting(3, [253, 12, 255, 255, 255]) }),
      ALL,
    ],
    [
      'unknown group id counts as none',
      ctx({ setting: setting(3, [77, 12, 255, 255, 255]) }),
      ALL_BUT_DEFECTS,
    ],
    [
      'unknown schedule id counts as none',
      ctx({ setting: setting(42, [11, 12, 255, 255, 255]) }),
      ALL_BUT_DEFECTS,
    ],
    [
      'weekend uses the weekend schedule (255 here) on Saturday',
      ctx({ nowMs: SAT_10, setting: setting(3, [11, 12, 255, 255, 255]) }),
      ALL_BUT_DEFECTS,
    ],
    [
      'weekend schedule with group 12 on Saturday',
      ctx({ nowMs: SAT_10, setting: setting(3, [11, 11, 255, 255, 255], 20, [12, 255, 255, 255, 255]) }),
      '2/2 2/7',
    ],
    [
      'no weekend params: Saturday counts as weekday',
      ctx({ nowMs: SAT_10, weekend: null, setting: setting(3, [11, 12, 255, 255, 255]) }),
      '1/4 1/2 1/6',
    ],
  ])('%s', (_name, context, expected) => {
    expect(label(filterCalls(ward, context))).toBe(expected);
  });

  it('a call without its call type in the call still finds it in the relations', () => {
    const bare = { ...call(1, 9), call_type: null };
    expect(filterCalls([bare], ctx({}))).toEqual([]);
  });
});

describe('section filter (spec 01 §4, URL parameters of spec 01 §2)', () => {
  const filter = (start: string | null, end: string | null) => ({
    sections: [1],
    ignoreWindow:
      start && end ? { start: parseClockTime(start) as number, end: parseClockTime(end) as number } : null,
    ignoreCallTypes: [2],
  });
  it.each([
    ['sections set, no window: only section 1', filter(null, null), MON_10, '1/4 1/2 1/6 2/2'],
    [
      'inside a midnight-spanning window 22-06 at 23:00: ignored, all pass',
      filter('22:00', '06:00'),
      MON_23,
      ALL_BUT_DEFECTS,
    ],
    ['outside it at 10:00: section filter applies', filter('22:00', '06:00'), MON_10, '1/4 1/2 1/6 2/2'],
    ['daytime window 08:00-12:00 at 10:00: ignored', filter('08:00', '12:00'), MON_10, ALL_BUT_DEFECTS],
    ['empty window 08:00-08:00: never active', filter('08:00', '08:00'), MON_10, '1/4 1/2 1/6 2/2'],
  ])('%s', (_name, sectionFilter, nowMs, expected) => {
    expect(label(filterCalls(ward, ctx({ nowMs, sectionFilter })))).toBe(expected);
  });

  it.each([
    [22 * 60, true],
    [23 * 60 + 59, true],
    [0, true],
    [5 * 60 + 59, true],
    [6 * 60, false],
    [21 * 60 + 59, false],
  ])('window 22:00-06:00 at minute %i active=%s', (minutes, active) => {
    expect(ignoreWindowActive({ start: 1320, end: 360 }, minutes)).toBe(active);
  });
  it('a call without a section fails a set section filter unless its call type is on the ignore list', () => {
    const f = { sections: [1], ignoreWindow: null, ignoreCallTypes: [2] };
    expect(passesSectionFilter({ ...call(1, 4), section_id: null }, f, 0)).toBe(false);
    expect(passesSectionFilter({ ...call(1, 2), section_id: null }, f, 0)).toBe(true);
  });
  it('no sections: everything passes', () => {
    expect(
      passesSectionFilter(call(5, 4), { sections: [], ignoreWindow: null, ignoreCallTypes: [] }, 0),
    ).toBe(true);
  });
});

describe('group filter reasons', () => {
  it.each([
    [undefined, undefined, false, 'no-setting'],
    [255, [11], false, 'schedule-none'],
    [3, [255, 12], false, 'group-none'],
    [3, [11, 12], true, undefined],
  ])('schedule %s groups %j -> active %s', (schedule, groups, active, reason) => {
    const f = groupFilter(schedule, groups, relations, 600, true);
    expect(f.active).toBe(active);
    if (!f.active) expect(f.reason).toBe(reason);
  });
});

describe('ordering (spec 01 §4: urgency, then sort_order with missing 999, then duration)', () => {
  it('emergency first, urgent next, then sort order, then the longest open', () => {
    const a = call(1, 4, '2026-03-02T08:00:00Z'); // NORMAL order 2, older
    const b = call(1, 4, '2026-03-02T08:05:00Z'); // NORMAL order 2, newer
    const c = call(1, 6, '2026-03-02T07:00:00Z'); // NORMAL order 5 (presence)
    const d = call(1, 7, '2026-03-02T08:10:00Z'); // URGENT, no order (999)
    const e = call(2, 2, '2026-03-02T08:20:00Z', 2); // EMERGENCY, other system
    expect(orderCalls([a, b, c, d, e]).map((x) => x.id)).toEqual([e.id, d.id, a.id, b.id, c.id]);
  });
  it('missing sort_order counts as 999, after 998', () => {
    const t1: RuleCallType = { id: 50, flag: 'none', urgency: 'NORMAL', sort_order: 998 };
    const t2: RuleCallType = { id: 51, flag: 'none', urgency: 'NORMAL', sort_order: null };
    const x = { ...call(1, 50, '2026-03-02T09:00:00Z'), call_type: t2 };
    const y = { ...call(1, 51, '2026-03-02T10:00:00Z'), call_type: t1 };
    expect(orderCalls([x, y]).map((c) => c.id)).toEqual([y.id, x.id]);
  });
  it('merges systems; equal calls keep a stable order by system and id', () => {
    const p = call(1, 4, '2026-03-02T08:00:00Z', 2);
    const q = call(1, 4, '2026-03-02T08:00:00Z', 1);
    expect(orderCalls([p, q]).map((c) => c.system_id)).toEqual([1, 2]);
  });
});
