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
  groupTimeoutOf,
  linkTimeoutMs,
  linkTypeOf,
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
  nodes: ReadonlyMap<number, SystemTreeNodeRecord>;
  /** a device's call source group timeout (the shortest), when it has one; else its link type's setting */
  groupTimeoutMs: ReadonlyMap<number, number>;
  monitors: ProbableDefectMonitor[];
  /** each monitor's criterion, normalised (criterionCode), in the order of monitors */
  monitorCodes: string[];
  /** defect-flag calls per device */
  defectCalls: Map<number, GetsCall[]>;
  /** the Gets link is up: its reachability flags are current */
  getsOnline: boolean;
  hubs: readonly HubGateway[];
  paused: ReadonlySet<number>;
}

/** What judging needs of a system's configuration, built again only when a configuration write replaced it. */
interface DocIndex {
  key: readonly unknown[];
  nodes: Map<number, SystemTreeNodeRecord>;
  groupTimeoutMs: Map<number, number>;
  defectTypes: Set<number>;
}

// A device event judges one device, the sweep every device once a minute: rebuilding these maps of a whole ward
// each time was most of the monitor's cost. The index lives as long as the document's arrays (call-view.ts).
const indexes = new WeakMap<SystemDoc, DocIndex>();

function docIndex(doc: SystemDoc): DocIndex {
  const key = [doc.nodes, doc.call_types, doc.call_source_groups];
  const cached = indexes.get(doc);
  if (cached && cached.key.every((k, i) => k === key[i])) return cached;
  const nodes = new Map<number, SystemTreeNodeRecord>();
  const groupTimeoutMs = new Map<number, number>();
  for (const n of doc.nodes) {
    if (n.number === null || !DEVICE_KINDS.has(n.kind)) continue;
    nodes.set(n.number, n);
    const timeout = groupTimeoutOf(n, doc);
    if (timeout !== null) groupTimeoutMs.set(n.number, timeout);
  }
  const defectTypes = new Set(doc.call_types.filter((c) => c.flag === 'defect').map((c) => c.id));
  const index = { key, nodes, groupTimeoutMs, defectTypes };
  indexes.set(doc, index);
  return index;
}

export function judgingContext(input: {
  doc: SystemDoc;
  now: number;
  startedAt: number;
  settings: GlobalSettingsRecord;
  monitors: ReadonlyArray<Record<string, unknown>>;
  openCalls: Iterable<GetsCall>;
  getsOnline: boolean;
  hubs: readonly HubGateway[];
  paused: ReadonlySet<number>;
}): JudgingContext {
  const { nodes, groupTimeoutMs, defectTypes } = docIndex(input.doc);
  const defectCalls = new Map<number, GetsCall[]>();
  for (const call of input.openCalls) {
    if (!defectTypes.has(call.call_type_id)) continue;
    defectCalls.set(call.number, [...(defectCalls.get(call.number) ?? []), call]);
  }
  const monitors = input.monitors as unknown as ProbableDefectMonitor[];
  return {
    ...input,
    nowIso: new Date(input.now).toISOString(),
    nodes,
    groupTimeoutMs,
    monitors,
    monitorCodes: monitors.map((m) => criterionCode(m.criterion)),
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

/**
 * What every hub last saw, for every device of the system, in one pass per hub (the sweep): the same hearing as
 * judgeDevice's per device, hub by hub in the same order, without asking every hub about every device each minute.
 * False (nothing heard) when a hub cannot list what it saw: judgeDevice then asks per device.
 */
export function hearFromHubs(ctx: JudgingContext, memories: DeviceMemories): boolean {
  if (!ctx.hubs.every((hub) => hub.seenDevices || !hub.lastSeen)) return false;
  for (const hub of ctx.hubs)
    for (const [number, seen] of hub.seenDevices?.() ?? [])
      if (ctx.nodes.has(number))
        memories.hear(memories.get(ctx.doc.id, number), Math.min(seen, ctx.now), hub.hubId);
  return true;
}

/** `hubsHeard`: hearFromHubs did the hubs' part already (the sweep). */
export function judgeDevice(
  ctx: JudgingContext,
  memories: DeviceMemories,
  number: number,
  hubsHeard = false,
): Verdict | null {
  const node = ctx.nodes.get(number);
  if (!node) return null;
  const memory = memories.get(ctx.doc.id, number);
  const conditions: Condition[] = [];
  // Heard: a hub's supervision (last seen), or the call system reporting it reachable while its link is up.
  if (!hubsHeard)
    for (const hub of ctx.hubs) {
      const seen = hub.lastSeen?.(number) ?? null;
      // a hub clock ahead of ours counts as now
      if (seen !== null) memories.hear(memory, Math.min(seen, ctx.now), hub.hubId);
    }
  if (ctx.getsOnline && memory.getsReachable === true) memories.hear(memory, ctx.now);

  const severity = batteryCondition(memory.battery, ctx.settings);
  if (severity)
    conditions.push({ kind: 'battery', monitorId: 0, severity, detail: { battery: memory.battery } });

  const timeout = ctx.groupTimeoutMs.get(number) ?? linkTimeoutMs(node, ctx.settings);
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

  const defect = ctx.defectCalls
    .get(number)
    ?.find((c) => ctx.now - Date.parse(c.opened_at) >= defectTimeoutMs(ctx.settings));
  if (defect)
    conditions.push({
      kind: 'defects',
      monitorId: 0,
      severity: 'Critical',
      detail: { call_id: defect.id, call_type_text: defect.call_type_text, opened_at: defect.opened_at },
    });

  for (const [i, monitor] of ctx.monitors.entries()) {
    const count = criterionCount(memory.criteria.get(ctx.monitorCodes[i]!), monitor, ctx.now);
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
