// The spec's monitoring rules as pure functions of what the monitor knows of one device (issue 18): battery states
// (spec 02 §4, spec 01 §4), reachability by timeout (spec 02 §3 global settings, call source group timeout_minutes),
// defects (defect-flag calls open longer than defects_timeout) and probable defects (spec 02 §3 monitor).
import { MINUTE, HOUR, SECOND } from '@cs/contracts/clock';
import { batteryState } from '@cs/rules/battery';
import type { GlobalSettingsRecord, SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import type { IncidentKind, IncidentSeverity } from './incident-repository.ts';

export type LinkType = 'radio' | 'wired' | 'tech';

/** Nodes that are devices the call system hears from (their number is the device number). */
export const DEVICE_KINDS = new Set(['radio', 'wired', 'tech', 'device']);

export const linkTypeOf = (node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>): LinkType =>
  node.kind === 'tech' || node.is_tech ? 'tech' : node.kind === 'radio' ? 'radio' : 'wired';

// Minutes without hearing a device before it is not reachable: its call source group's timeout_minutes (the
// shortest when several groups hold its call source), else the global setting of its link type. Two functions, so
// the judge keeps the first per configuration (it walks the groups) and reads the second per judgement.

/** The shortest timeout of the call source groups holding the device's call source, or null when none does. */
export function groupTimeoutOf(
  node: Pick<SystemTreeNodeRecord, 'call_source_id'>,
  doc: Pick<SystemDoc, 'call_source_groups'>,
): number | null {
  const groups = (doc.call_source_groups ?? []).filter(
    (g) => node.call_source_id !== null && g.related_callsources.includes(node.call_source_id),
  );
  return groups.length > 0 ? Math.min(...groups.map((g) => g.timeout_minutes)) * MINUTE : null;
}

/** The global monitoring timeout of the device's link type. */
export function linkTimeoutMs(
  node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>,
  settings: GlobalSettingsRecord,
) {
  const type = linkTypeOf(node);
  const minutes =
    type === 'radio'
      ? settings.monitoring_timeout_radio
      : type === 'wired'
        ? settings.monitoring_timeout_wired
        : settings.monitoring_timeout_tech;
  return minutes * MINUTE;
}

/** Both together, for one device outside a judgement (the demo's device card). */
export function reachabilityTimeoutMs(
  node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech' | 'call_source_id'>,
  doc: Pick<SystemDoc, 'call_source_groups'>,
  settings: GlobalSettingsRecord,
): number {
  return groupTimeoutOf(node, doc) ?? linkTimeoutMs(node, settings);
}

/** Spec 02 §4 battery: replacement recommended below low (Warning), required below critical (Critical); else none. */
export function batteryCondition(
  level: number | null,
  settings: Pick<GlobalSettingsRecord, 'battery_threshold_low' | 'battery_threshold_critical'>,
): IncidentSeverity | null {
  const state = batteryState(level, settings);
  return state === 'critical' ? 'Critical' : state === 'low' ? 'Warning' : null;
}

export interface ProbableDefectMonitor {
  id: number;
  name: string;
  criterion: string;
  threshold: number;
  timeframe: number;
}

/** Normalised hex code (0x6a and 0x6A are the same criterion). */
export const criterionCode = (code: string) => code.trim().toLowerCase();

/** How many reports of the monitor's criterion fall within its timeframe before `now`; over threshold = defect. */
export function criterionCount(
  times: readonly number[] | undefined,
  monitor: ProbableDefectMonitor,
  now: number,
) {
  const since = now - monitor.timeframe * HOUR;
  let count = 0;
  for (const t of times ?? []) if (t > since && t <= now) count++;
  return count;
}

export const defectTimeoutMs = (settings: Pick<GlobalSettingsRecord, 'defects_timeout'>) =>
  settings.defects_timeout * SECOND;

/** One lasting condition of one device: an incident exists for it while it lasts. */
export interface Condition {
  kind: IncidentKind;
  monitorId: number;
  severity: IncidentSeverity;
  detail: Record<string, unknown>;
}

export const conditionKey = (systemId: number, device: number, kind: IncidentKind, monitorId: number) =>
  `${systemId}/${device}/${kind}/${monitorId}`;
