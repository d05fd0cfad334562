// CallService (ARCHITECTURE §3): per system a GetsGateway and the mirrored open calls. It turns gateway
// events into call changes, writes closed calls to the call log, relays commit and HTTP work as system
// messages (spec 01 §7), and sends device actions under the close-call rule (spec 01 §4).
import type { DeviceActionName } from '@cs/contracts/gets';
import type { GetsGateway, GetsGatewayEvent } from '../../gateways/types.ts';
import type { Clock } from '@cs/contracts/clock';
import type { EventBus } from '../../platform/event-bus.ts';
import { log } from '../../platform/logger.ts';
import type { CallLogRepository } from '../../repositories/call-log-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import { callLogEntry } from './call-log-entry.ts';
import { sendDeviceAction, type DeviceActionCaller, type DeviceActionEntry } from './device-action.ts';
import { commitMessages, httpWorkMessage } from './gets-work-messages.ts';
import { HandledByMarks } from './handled-by.ts';
import { SystemCalls, type ClosedCall } from './system-calls.ts';
import { VideoStreamTriggers } from './video-stream-triggers.ts';

interface SystemEntry extends DeviceActionEntry {
  videoStreams: VideoStreamTriggers;
  off: () => void;
  /** the connection parameters the gateway was (re)started with */
  connection: string;
}

/** Collections the call list shows (call_view.ts): a change pushes the list again. */
const SHOWN_IN_CALLS = new Set(['call_types', 'call_sources', 'sections', 'nodes']);

export interface CallServiceDeps {
  systems: SystemRepository;
  clock: Clock;
  bus: EventBus;
  callLog: CallLogRepository;
  createGateway: (systemId: number) => GetsGateway;
  /** where and how the system's Gets is reached (address, credentials), as a comparable string */
  connection?: (systemId: number) => string;
  /** a new system's gateway (created at runtime) */
  onGatewayCreated?: (systemId: number, gateway: GetsGateway) => void;
}

export class CallService {
  private readonly entries = new Map<number, SystemEntry>();
  private started = false;
  private readonly offBus: () => void;

  constructor(private readonly deps: CallServiceDeps) {
    for (const doc of deps.systems.list()) this.add(doc.id);
    // A system created, changed or deleted in the system parameters, and a call type (or section,
    // device) changed, take effect at once, without a backend restart or a display reload.
    this.offBus = deps.bus.on('configSaved', (change) => {
      if (change.store === 'systems') return void this.reconcile();
      if (change.store === 'system' && SHOWN_IN_CALLS.has(change.collection))
        this.entries.get(change.systemId)?.calls.configChanged();
    });
  }

  private connection(systemId: number): string {
    return this.deps.connection?.(systemId) ?? '';
  }

  private add(systemId: number): SystemEntry {
    const { deps } = this;
    const initial = deps.systems.get(systemId);
    const doc = () => deps.systems.get(systemId) ?? initial!;
    const calls = new SystemCalls(doc, deps.clock);
    const gateway = deps.createGateway(systemId);
    const entry: SystemEntry = {
      calls,
      gateway,
      handledBy: new HandledByMarks(),
      videoStreams: new VideoStreamTriggers(() => doc().video_streams ?? []),
      off: () => {},
      connection: this.connection(systemId),
    };
    entry.off = gateway.on((event) => this.onGatewayEvent(systemId, entry, event));
    this.entries.set(systemId, entry);
    return entry;
  }

  /**
   * Follows the system parameters: a new system gets its gateway and starts, a deleted one stops, and a
   * changed configurator address or login reconnects now (the gateway would otherwise keep its connection to
   * the old address until it drops).
   */
  async reconcile(): Promise<void> {
    const configured = new Set(this.deps.systems.list().map((s) => s.id));
    const work: Promise<void>[] = [];
    for (const [systemId, entry] of this.entries) {
      if (configured.has(systemId)) continue;
      this.entries.delete(systemId);
      entry.off();
      work.push(entry.gateway.stop());
      entry.calls.status = 'unknown';
    }
    for (const systemId of configured) {
      const entry = this.entries.get(systemId);
      if (!entry) {
        const added = this.add(systemId);
        this.deps.onGatewayCreated?.(systemId, added.gateway);
        if (this.started) added.gateway.start();
        continue;
      }
      const connection = this.connection(systemId);
      if (connection === entry.connection) continue;
      entry.connection = connection;
      if (this.started) work.push(entry.gateway.stop().then(() => entry.gateway.start()));
    }
    await Promise.all(work);
  }

  start(): void {
    this.started = true;
    for (const entry of this.entries.values()) entry.gateway.start();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.offBus();
    await Promise.all(
      [...this.entries.values()].map(async (entry) => {
        entry.off();
        await entry.gateway.stop();
      }),
    );
  }

  /** null for a system without an entry (unknown id). */
  system(systemId: number): SystemCalls | null {
    return this.entries.get(systemId)?.calls ?? null;
  }

  gateway(systemId: number): GetsGateway | null {
    return this.entries.get(systemId)?.gateway ?? null;
  }

  /** Spec 02 §3 video stream triggers: the displays of the system hear start and stop (spec 01 §7). */
  private publishVideoStreams(systemId: number, entry: SystemEntry): void {
    for (const message of entry.videoStreams.update(entry.calls.openRecords()))
      this.deps.bus.publish('systemMessage', {
        systemId,
        subject: 'videostream',
        payload: JSON.stringify(message),
      });
  }

  private onGatewayEvent(systemId: number, entry: SystemEntry, event: GetsGatewayEvent): void {
    const { bus } = this.deps;
    switch (event.type) {
      case 'snapshot':
        for (const closed of entry.calls.applySnapshot(event.calls, event.devices, event.at))
          this.log(systemId, entry, closed);
        return this.publishVideoStreams(systemId, entry);
      case 'call.opened':
        entry.calls.opened(event.call);
        return this.publishVideoStreams(systemId, entry);
      case 'call.closed': {
        const closed = entry.calls.closed(event.call, event.at);
        if (closed) this.log(systemId, entry, closed);
        return this.publishVideoStreams(systemId, entry);
      }
      case 'device.status':
        entry.calls.devices.set(event.device.number, event.device);
        return;
      case 'device.battery':
      case 'device.reachability': {
        const device = entry.calls.devices.get(event.number);
        if (device)
          Object.assign(
            device,
            event.type === 'device.battery' ? { battery: event.battery } : { reachable: event.reachable },
          );
        return;
      }
      case 'commit.progress':
        for (const message of commitMessages(event)) bus.publish('systemMessage', { systemId, ...message });
        return;
      case 'http':
        bus.publish('systemMessage', { systemId, ...httpWorkMessage(event) });
        return;
      case 'status':
        entry.calls.status = event.status;
        return;
      default:
        return;
    }
  }

  private log(systemId: number, entry: SystemEntry, closed: ClosedCall): void {
    // The console's EndCalls names who ended it; else the app user who had accepted it on a phone.
    const handledBy =
      entry.handledBy.userFor(closed.call.number, this.deps.clock.now()) ?? closed.handledBy ?? null;
    const doc = this.deps.systems.get(systemId);
    const node = doc?.nodes.find((n) => n.id === closed.call.number);
    const callType = doc?.call_types.find((c) => c.id === closed.call.call_type_id);
    try {
      const id = this.deps.callLog.record(callLogEntry(systemId, closed, node, handledBy, callType));
      // the live log (issue 38): its subscribers ask for what is new to them
      if (id !== null) this.deps.bus.publish('callLogged', { systemId, lastId: id });
    } catch (error) {
      // History is not the call path: a full disk must not stop the display from updating.
      log().error({ err: error, system: systemId }, 'call log write failed');
    }
  }

  /** sendDeviceAction (spec 01 §7, spec 02 §3) to the device's system: device-action.ts. */
  sendDeviceAction(
    caller: DeviceActionCaller,
    action: DeviceActionName,
    deviceId: number,
  ): Promise<{ success: boolean }> {
    return sendDeviceAction(this.deps, this.entries.get(caller.systemId), caller, action, deviceId);
  }
}
