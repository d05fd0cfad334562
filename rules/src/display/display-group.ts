// Spec 01 §4 display filtering: which (section, call type) pairs the active display group lets through.
//
// Special ids (spec 01 §3: display group 255 none, 254 all groups, 253 section). The spec names them but
// does not say what each does on a display; a wall display that silently hides calls is the worst bug
// this product can have (ARCHITECTURE §1), so each reading below is the one that never hides a call the
// staff would expect to see:
//  - 255 "none": no display group is chosen for this interval, so group filtering is NOT active (all calls
//    pass, defect calls are hidden as for a display without groups). It does not mean "show nothing".
//  - 254 "all groups": group filtering is active and every pair passes. Not the union of the configured
//    groups' pairs, which would hide calls of pairs no group lists.
//  - 253 "section": the section's own display groups decide. The display does not receive the sections'
//    group assignments (CallDisplayRelations has none), so it cannot narrow anything down: group filtering
//    is active and every pair passes, as for 254.
//  - An id that is not in the relations (deleted group, stale profile) counts as 255: not active.
import {
  DISPLAY_GROUP_ALL,
  DISPLAY_GROUP_NONE,
  DISPLAY_GROUP_SECTION,
  SCHEDULE_NONE,
} from './special-ids.ts';
import { isElevated } from '@cs/contracts/vocabulary';
import { activeIntervalIndex } from '../schedule.ts';
import type { RuleCall, RuleRelations } from './types.ts';

export type GroupFilter =
  | {
      active: false;
      reason: 'no-setting' | 'schedule-none' | 'unknown-schedule' | 'group-none' | 'unknown-group';
    }
  | { active: true; passes: (call: RuleCall) => boolean; groupId: number };

const key = (section: number | null | undefined, callType: number) => `${section ?? -1}:${callType}`;

export function groupFilter(
  scheduleId: number | undefined,
  groups: readonly number[] | undefined,
  relations: RuleRelations,
  minutes: number,
  showPresences: boolean,
): GroupFilter {
  if (scheduleId === undefined || !groups) return { active: false, reason: 'no-setting' };
  if (scheduleId === SCHEDULE_NONE) return { active: false, reason: 'schedule-none' };
  const schedule = relations.schedules.find((s) => s.id === scheduleId);
  if (!schedule) return { active: false, reason: 'unknown-schedule' };
  const groupId = groups[activeIntervalIndex(schedule, minutes)] ?? DISPLAY_GROUP_NONE;
  if (groupId === DISPLAY_GROUP_NONE) return { active: false, reason: 'group-none' };
  if (groupId === DISPLAY_GROUP_ALL || groupId === DISPLAY_GROUP_SECTION)
    return { active: true, groupId, passes: () => true };
  const group = relations.displayGroups.find((g) => g.id === groupId);
  if (!group) return { active: false, reason: 'unknown-group' };

  const allowed = new Set(group.connections.map((c) => key(c.section_id, c.call_type_id)));
  if (showPresences) {
    // Presence call types are added for sections whose calls are not all urgent (spec 01 §4): a section
    // shown only for elevated calls (an emergency-only display) gets no presences.
    const types = new Map(relations.callTypes.map((t) => [t.id, t]));
    const presenceTypes = relations.callTypes.filter((t) => t.flag === 'presence');
    const sections = new Map<number, boolean>();
    for (const c of group.connections) {
      const allUrgent = sections.get(c.section_id) ?? true;
      sections.set(c.section_id, allUrgent && isElevated(types.get(c.call_type_id)?.urgency));
    }
    for (const [section, allUrgent] of sections) {
      if (!allUrgent) for (const p of presenceTypes) allowed.add(key(section, p.id));
    }
  }
  return { active: true, groupId, passes: (call) => allowed.has(key(call.section_id, call.call_type_id)) };
}
