// Judges one device from the monitor's memory (issue 18 step 2): its lasting conditions, its reachability verdict
// and whether its hub's outdated data pauses new incidents. The context is built once per system and judgement run.
import type { GetsCall } from '@cs/contracts/gets';
import type { HubGateway } from '../../gateways/types.ts';
import type { GlobalSettingsRecord, SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import {
  batteryCondition,
  criterionCode,
  criterionCount,
  defectTimeoutMs,
  DEVICE_KINDS,
  linkTypeOf,
  reachabilityTimeoutMs,
  type Condition,
  type ProbableDefectMonitor,
} from './conditions.ts';
import type { DeviceMemories } from './device-memory.ts';

export interface JudgingContext {
  now: number;
  nowIso: string;
  startedAt: number;
  doc: SystemDoc;
  settings: GlobalSettingsRecord;
  /** the system's devices by number */
  nodes: Map<number, SystemTreeNodeRecord>;
  monitors: ProbableDefectMonitor[];
  /** defect-flag calls per device */
  defectCalls: Map<number, GetsCall[]>;
  /** the Gets link is up: its reachability flags are current */
  getsOnline: boolean;
  hubs: readonly HubGateway[];
  paused: ReadonlySet<number>;
}

export function judgingContext(input: {
  doc: SystemDoc;
  now: number;
  startedAt: number;
  settings: GlobalSettingsRecord;
  monitors: ReadonlyArray<Record<string, unknown>>;
  openCalls: GetsCall[];
  getsOnline: boolean;
  hubs: readonly HubGateway[];
  paused: ReadonlySet<number>;
}): JudgingContext {
  const { doc } = input;
  const nodes = new Map<number, SystemTreeNodeRecord>();
  for (const n of doc.nodes) if (n.number !== null && DEVICE_KINDS.has(n.kind)) nodes.set(n.number, n);
  const defectTypes = new Set(doc.call_types.filter((c) => c.flag === 'defect').map((c) => c.id));
  const defectCalls = new Map<number, GetsCall[]>();
  for (const call of input.openCalls) {
    if (!defectTypes.has(call.call_type_id)) continue;
    defectCalls.set(call.number, [...(defectCalls.get(call.number) ?? []), call]);
  }
  return {
    ...input,
    nowIso: new Date(input.now).toISOString(),
    nodes,
    monitors: input.monitors as unknown as ProbableDefectMonitor[],
    defectCalls,
  };
}

export interface Verdict {
  conditions: Condition[];
  hubId: number | null;
  paused: boolean;
  /** the reachability verdict when it changed (to record), else null */
  reachabilityChanged: boolean | null;
}

export function judgeDevice(ctx: JudgingContext, memories: DeviceMemories, number: number): Verdict | null {
  const node = ctx.nodes.get(number);
  if (!node) return null;
  const memory = memories.get(ctx.doc.id, number);
  const conditions: Condition[] = [];
  // Heard: a hub's supervision (last seen), or the call system reporting it reachable while its link is up.
  for (const hub of ctx.hubs) {
    const seen = hub.lastSeen?.(number) ?? null;
    // a hub clock ahead of ours counts as now
    if (seen !== null) memories.heard(ctx.doc.id, number, Math.min(seen, ctx.now), hub.hubId);
  }
  if (ctx.getsOnline && memory.getsReachable === true) memories.heard(ctx.doc.id, number, ctx.now);

  const severity = batteryCondition(memory.battery, ctx.settings);
  if (severity)
    conditions.push({ kind: 'battery', monitorId: 0, severity, detail: { battery: memory.battery } });

  const timeout = reachabilityTimeoutMs(node, ctx.doc, ctx.settings);
  const since = memory.heardAt ?? ctx.startedAt;
  const reachable = ctx.now - since < timeout;
  if (!reachable)
    conditions.push({
      kind: 'reachability',
      monitorId: 0,
      severity: 'Critical',
      detail: {
        last_heard_at: memory.heardAt === null ? null : new Date(memory.heardAt).toISOString(),
        timeout_minutes: timeout / 60_000,
        link: linkTypeOf(node),
      },
    });

  const defect = (ctx.defectCalls.get(number) ?? []).find(
    (c) => ctx.now - Date.parse(c.opened_at) >= defectTimeoutMs(ctx.settings),
  );
  if (defect)
    conditions.push({
      kind: 'defects',
      monitorId: 0,
      severity: 'Critical',
      detail: { call_id: defect.id, call_type_text: defect.call_type_text, opened_at: defect.opened_at },
    });

  for (const monitor of ctx.monitors) {
    const count = criterionCount(memory.criteria.get(criterionCode(monitor.criterion)), monitor, ctx.now);
    if (count > monitor.threshold)
      conditions.push({
        kind: 'probable_defects',
        monitorId: monitor.id,
        severity: 'Warning',
        detail: { monitor: monitor.name, criterion: monitor.criterion, count, threshold: monitor.threshold },
      });
  }
  const changed = memory.reachable === reachable ? null : reachable;
  // The first verdict of a device is recorded only when it is bad: "reachable since we know it" needs no row.
  const record = memory.reachable === null && reachable ? null : changed;
  memory.reachable = reachable;
  return {
    conditions,
    hubId: memory.hubId,
    paused: memory.hubId !== null && ctx.paused.has(memory.hubId),
    reachabilityChanged: record,
  };
}
