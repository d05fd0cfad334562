// Spec 01 §4: the section filter applies only when sections are set and the ignore-time window is not
// active; calls of call types on the ignore list always pass. The window spans midnight when start is
// later than end. An empty window (start equal to end) is never active: the section filter then applies
// all day, as the URL asked for sections.
import type { RuleCall, SectionFilter } from './types.ts';

export function ignoreWindowActive(window: SectionFilter['ignoreWindow'], minutes: number): boolean {
  if (!window || window.start === window.end) return false;
  return window.start < window.end
    ? minutes >= window.start && minutes < window.end
    : minutes >= window.start || minutes < window.end;
}

export function passesSectionFilter(call: RuleCall, filter: SectionFilter | null, minutes: number): boolean {
  if (!filter || filter.sections.length === 0) return true;
  if (ignoreWindowActive(filter.ignoreWindow, minutes)) return true;
  if (filter.ignoreCallTypes.includes(call.call_type_id)) return true;
  return call.section_id != null && filter.sections.includes(call.section_id);
}
