// The shapes the display rules need: structural, so generated types, mocks and tests all fit.
import type { CallTypeFlag, Urgency } from '@cs/contracts/vocabulary';
import type { ScheduleTimes } from '../schedule.ts';

export type { CallTypeFlag, Urgency };

export interface RuleCallType {
  id: number;
  flag: CallTypeFlag;
  urgency: Urgency;
  sort_order?: number | null;
}

export interface RuleCall {
  id: number;
  system_id: number;
  call_type_id: number;
  section_id?: number | null;
  opened_at: string;
  call_type?: RuleCallType | null;
}

export interface RuleDisplayGroup {
  id: number;
  connections: ReadonlyArray<{ section_id: number; call_type_id: number }>;
}

export interface RuleRelations {
  schedules: ReadonlyArray<ScheduleTimes>;
  displayGroups: ReadonlyArray<RuleDisplayGroup>;
  callTypes: ReadonlyArray<RuleCallType>;
}

/** Spec 01 §3 profile system setting, with the five groups as lists. */
export interface SystemDisplaySetting {
  system_id: number;
  weekday_schedule_id: number;
  weekday_groups: readonly number[];
  weekend_schedule_id: number;
  weekend_groups: readonly number[];
}

/** Spec 01 §2 URL parameters sections, ignore_sections_time, ignore_sections_filter_for_call_types. */
export interface SectionFilter {
  sections: readonly number[];
  /** minutes since midnight; start later than end spans midnight */
  ignoreWindow: { start: number; end: number } | null;
  ignoreCallTypes: readonly number[];
}
