// Device monitoring (issue 18; spec 02 §3, §4): judges every device on the injected clock — on each device event
// and in one sweep a minute, never with a timer per device — and opens, escalates and closes incidents as conditions
// start and clear. Outdated hub data pauses incident creation for that hub's devices (spec 02 §4 "hub data").
import { MINUTE, type Clock } from '@cs/contracts/clock';
import type { GetsGateway } from '../../gateways/types.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { log } from '../../platform/logger.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';
import type { InstallationRepository } from '../../repositories/installation-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import type { CallService } from '../calls/call-service.ts';
import type { HubService } from '../hubs/hub-service.ts';
import { conditionKey, type Condition } from './conditions.ts';
import type { DeviceLog } from './device-log.ts';
import { DeviceIntake } from './device-intake.ts';
import { DeviceMemories } from './device-memory.ts';
import { hearFromHubs, judgeDevice, judgingContext, type JudgingContext } from './judge.ts';
import type { IncidentRepository, IncidentRow } from './incident-repository.ts';

export const SWEEP_MS = MINUTE;

const lastingOf = (lasting: Map<string, IncidentRow> | undefined, kind: string, monitorId: number) => {
  for (const row of lasting?.values() ?? [])
    if (row.kind === kind && row.monitor_id === monitorId) return row;
  return undefined;
};

export interface MonitoringDeps {
  clock: Clock;
  bus: EventBus;
  systems: SystemRepository;
  installation: InstallationRepository;
  entities: EntityRepository;
  calls: CallService;
  hubs: HubService;
  deviceLog: DeviceLog;
  incidents: IncidentRepository;
  /**
   * between sweeps, default SWEEP_MS; null: no sweep, devices are judged on their events only (a test that jumps the
   * clock by 50 days would otherwise run 72,000 sweeps)
   */
  sweepMs?: number | null;
}

export class MonitoringService {
  readonly memories = new DeviceMemories();
  private readonly intake: DeviceIntake;
  /** system -> device -> condition key -> its latest incident while the condition lasts */
  private readonly lasting = new Map<number, Map<number, Map<string, IncidentRow>>>();
  private readonly offs: Array<() => void> = [];
  private timer: unknown = null;
  private startedAt = 0;

  constructor(private readonly deps: MonitoringDeps) {
    this.intake = new DeviceIntake(
      this.memories,
      deps.deviceLog,
      (systemId, device) => this.judge(systemId, device),
      () => deps.clock.now(),
    );
  }

  start(): void {
    const { deps } = this;
    this.startedAt = deps.clock.now();
    this.memories.rebuild(deps.deviceLog, this.startedAt);
    for (const row of deps.incidents.unrecovered()) this.remember(row);
    this.offs.push(deps.hubs.watchDevices((systemId, event) => this.intake.hub(systemId, event)));
    for (const doc of deps.systems.list()) {
      const gets = deps.calls.gateway(doc.id);
      if (gets) this.watchGets(doc.id, gets);
    }
    this.schedule();
  }

  /** Follows a system's Gets (also one added at runtime). */
  watchGets(systemId: number, gets: GetsGateway): void {
    this.offs.push(gets.on((event) => this.intake.gets(systemId, event)));
  }

  stop(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    for (const off of this.offs.splice(0)) off();
    this.flushHeard();
  }

  private schedule(): void {
    const every = this.deps.sweepMs === undefined ? SWEEP_MS : this.deps.sweepMs;
    if (every === null) return;
    this.timer = this.deps.clock.setTimeout(() => {
      this.sweep();
      if (this.timer !== null) this.schedule();
    }, every);
  }

  /** Judges every device of every system and writes the "last heard" batch. */
  sweep(): void {
    for (const doc of this.deps.systems.list()) this.judge(doc.id, null);
    this.flushHeard();
  }

  private flushHeard(): void {
    try {
      this.deps.deviceLog.heard(this.memories.takeDirty());
    } catch (error) {
      log().error({ err: error }, 'device heard write failed');
    }
  }

  /** The hubs whose outdated data pauses incident creation for their devices (spec 02 §4). */
  pausedHubs(systemId: number): number[] {
    return this.deps.hubs.outdated.list(systemId).map((h) => h.id);
  }

  private context(systemId: number): JudgingContext | null {
    const { deps } = this;
    const doc = deps.systems.get(systemId);
    if (!doc) return null;
    return judgingContext({
      doc,
      now: deps.clock.now(),
      startedAt: this.startedAt,
      settings: deps.installation.globalSettings(),
      monitors: deps.entities.list('installation', 'probable_defect_monitors', systemId),
      openCalls: deps.calls.system(systemId)?.openRecords() ?? [],
      getsOnline: deps.calls.gateway(systemId)?.status === 'online',
      hubs: deps.hubs.hubs(systemId),
      paused: new Set(this.pausedHubs(systemId)),
    });
  }

  private judge(systemId: number, device: number | null): void {
    const ctx = this.context(systemId);
    if (!ctx) return;
    if (device !== null) return this.judgeOne(ctx, device, false);
    const hubsHeard = hearFromHubs(ctx, this.memories);
    for (const number of ctx.nodes.keys()) this.judgeOne(ctx, number, hubsHeard);
  }

  private judgeOne(ctx: JudgingContext, device: number, hubsHeard: boolean): void {
    const verdict = judgeDevice(ctx, this.memories, device, hubsHeard);
    if (!verdict) return;
    const systemId = ctx.doc.id;
    if (verdict.reachabilityChanged !== null)
      this.deps.deviceLog.reachability(systemId, device, ctx.nowIso, verdict.reachabilityChanged);
    this.apply(systemId, device, verdict.hubId, verdict.conditions, verdict.paused, ctx);
  }

  private apply(
    systemId: number,
    device: number,
    hubId: number | null,
    conditions: Condition[],
    paused: boolean,
    ctx: JudgingContext,
  ): void {
    const lasting = this.lasting.get(systemId)?.get(device);
    // The sweep's common case: a device with nothing wrong and nothing lasting (no key, no map, no write).
    if (conditions.length === 0 && !lasting?.size) return;
    const { incidents, bus } = this.deps;
    // A device has a condition of a kind (and monitor) at most once, and an incident per lasting condition: they are
    // matched by kind and monitor, without building keys every minute for every device with a lasting condition.
    for (const condition of conditions) {
      const current = lastingOf(lasting, condition.kind, condition.monitorId);
      if (!current) {
        if (paused) continue;
        const row = incidents.open({
          system_id: systemId,
          device_number: device,
          hub_id: hubId,
          kind: condition.kind,
          monitor_id: condition.monitorId,
          severity: condition.severity,
          detail: JSON.stringify(condition.detail),
          opened_at: ctx.nowIso,
        });
        this.remember(row);
        bus.publish('incidentOpened', row);
      } else if (current.state !== 'Closed' && current.severity !== condition.severity) {
        const detail = JSON.stringify(condition.detail);
        this.remember(incidents.setSeverity(current.id, condition.severity, detail, ctx.nowIso));
      }
    }
    for (const [key, current] of lasting ?? []) {
      if (conditions.some((c) => c.kind === current.kind && c.monitorId === current.monitor_id)) continue;
      lasting!.delete(key);
      const row = incidents.recovered(current.id, ctx.nowIso);
      if (current.state !== 'Closed') bus.publish('incidentClosed', row);
    }
  }

  /** A user changed an incident (assign, close): the memory keeps the row's state. */
  updated(row: IncidentRow): void {
    const key = conditionKey(row.system_id, row.device_number, row.kind, row.monitor_id);
    if (this.lasting.get(row.system_id)?.get(row.device_number)?.get(key)?.id === row.id) this.remember(row);
  }

  private remember(row: IncidentRow): void {
    let devices = this.lasting.get(row.system_id);
    if (!devices) this.lasting.set(row.system_id, (devices = new Map()));
    let lasting = devices.get(row.device_number);
    if (!lasting) devices.set(row.device_number, (lasting = new Map()));
    lasting.set(conditionKey(row.system_id, row.device_number, row.kind, row.monitor_id), row);
  }
}
