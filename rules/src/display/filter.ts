// Spec 01 §4 display filtering, all rules together, for the calls of one system at one instant.
import { groupFilter, type GroupFilter } from './display-group.ts';
import { passesSectionFilter } from './section-filter.ts';
import { FACILITY_TIME_ZONE, zonedClock } from './time.ts';
import type { RuleCall, RuleCallType, RuleRelations, SectionFilter, SystemDisplaySetting } from './types.ts';
import { isWeekend, type WeekendParams } from './weekend.ts';

export interface FilterContext {
  nowMs: number;
  timeZone?: string;
  relations: RuleRelations;
  /** the system's weekend window; without it (params not loaded) every day counts as a weekday */
  weekend: WeekendParams | null;
  /** the profile's setting for this system; null without a profile (no group filtering) */
  setting: SystemDisplaySetting | null;
  sectionFilter: SectionFilter | null;
  showPresences: boolean;
}

export function callTypeOf(call: RuleCall, relations: RuleRelations): RuleCallType | undefined {
  return call.call_type ?? relations.callTypes.find((t) => t.id === call.call_type_id);
}

/** The group filter in force for this system now (exported for the display's status line and tests). */
export function activeGroupFilter(ctx: FilterContext): GroupFilter {
  // Without a profile setting nothing depends on the time (and the zoned clock's first use costs ~15 ms).
  if (!ctx.setting) return groupFilter(undefined, undefined, ctx.relations, 0, ctx.showPresences);
  const clock = zonedClock(ctx.nowMs, ctx.timeZone ?? FACILITY_TIME_ZONE);
  const weekend = ctx.weekend ? isWeekend(clock, ctx.weekend) : false;
  const s = ctx.setting;
  return groupFilter(
    s ? (weekend ? s.weekend_schedule_id : s.weekday_schedule_id) : undefined,
    s ? (weekend ? s.weekend_groups : s.weekday_groups) : undefined,
    ctx.relations,
    clock.minutes,
    ctx.showPresences,
  );
}

export function filterCalls<C extends RuleCall>(calls: readonly C[], ctx: FilterContext): C[] {
  const minutes = ctx.sectionFilter?.sections.length
    ? zonedClock(ctx.nowMs, ctx.timeZone ?? FACILITY_TIME_ZONE).minutes
    : 0;
  const group = activeGroupFilter(ctx);
  return calls.filter((call) => {
    const type = callTypeOf(call, ctx.relations);
    if (group.active) {
      if (!group.passes(call)) return false;
    } else if (type?.flag === 'defect') {
      // Defect calls are hidden when group filtering is not active (spec 01 §4).
      return false;
    }
    return passesSectionFilter(call, ctx.sectionFilter, minutes);
  });
}
