// CallService (ARCHITECTURE §3): per system a GetsGateway and the mirrored open calls. It turns gateway
// events into call changes, writes closed calls to the call log, relays commit and HTTP work as system
// messages (spec 01 §7), and sends device actions under the close-call rule (spec 01 §4).
import { GraphQLError } from 'graphql';
import type { DeviceActionName, GetsGateway, GetsGatewayEvent } from '../../gateways/types.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { CallLogRepository } from '../../repositories/call-log-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import { mayTriggerDeviceAction } from './close-call-rule.ts';
import { SystemCalls, type ClosedCall } from './system-calls.ts';

/** An EndCalls from the console marks the device's next close as handled by that user for this long. */
const HANDLED_BY_WINDOW_MS = 60_000;

interface SystemEntry {
  calls: SystemCalls;
  gateway: GetsGateway;
  handledBy: Map<number, { user: string; until: number }>;
  off: () => void;
}

export interface CallServiceDeps {
  systems: SystemRepository;
  clock: Clock;
  bus: EventBus;
  callLog: CallLogRepository;
  createGateway: (systemId: number) => GetsGateway;
}

export interface DeviceActionCaller {
  systemId: number;
  locale: Locale;
  userName: string | null;
  permissions: readonly string[];
}

export class CallService {
  private readonly entries = new Map<number, SystemEntry>();

  constructor(private readonly deps: CallServiceDeps) {
    for (const doc of deps.systems.list()) {
      const calls = new SystemCalls(() => deps.systems.get(doc.id) ?? doc, deps.clock);
      const gateway = deps.createGateway(doc.id);
      const entry: SystemEntry = { calls, gateway, handledBy: new Map(), off: () => {} };
      entry.off = gateway.on((event) => this.onGatewayEvent(doc.id, entry, event));
      this.entries.set(doc.id, entry);
    }
  }

  start(): void {
    for (const entry of this.entries.values()) entry.gateway.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.entries.values()].map(async (entry) => {
      entry.off();
      await entry.gateway.stop();
    }));
  }

  /** null for a system without an entry (unknown id). */
  system(systemId: number): SystemCalls | null {
    return this.entries.get(systemId)?.calls ?? null;
  }

  gateway(systemId: number): GetsGateway | null {
    return this.entries.get(systemId)?.gateway ?? null;
  }

  private onGatewayEvent(systemId: number, entry: SystemEntry, event: GetsGatewayEvent): void {
    const { bus } = this.deps;
    switch (event.type) {
      case 'snapshot':
        for (const closed of entry.calls.applySnapshot(event.calls, event.devices, event.at)) this.log(systemId, entry, closed);
        return;
      case 'call.opened':
        return entry.calls.opened(event.call);
      case 'call.closed': {
        const closed = entry.calls.closed(event.call, event.at);
        if (closed) this.log(systemId, entry, closed);
        return;
      }
      case 'device.status':
        entry.calls.devices.set(event.device.number, event.device);
        return;
      case 'device.battery':
      case 'device.reachability': {
        const device = entry.calls.devices.get(event.number);
        if (device) Object.assign(device, event.type === 'device.battery' ? { battery: event.battery } : { reachable: event.reachable });
        return;
      }
      case 'commit.progress': {
        const { task } = event;
        const payload = JSON.stringify({ task_id: task.id, step: task.step, progress: task.progress, status: task.status, error: task.error });
        if (task.step === 'init' && task.status === 'running') bus.publish('systemMessage', { systemId, subject: 'getsconfig.commit', payload });
        bus.publish('systemMessage', { systemId, subject: 'getsconfig.progress', payload });
        if (task.status !== 'running') bus.publish('systemMessage', { systemId, subject: 'getsconfig.commit_done', payload });
        return;
      }
      case 'http':
        bus.publish('systemMessage', { systemId, subject: `getshttp.${event.phase}`, payload: JSON.stringify({ id: event.id, action: event.action, error: event.error ?? null }) });
        return;
      case 'status':
        entry.calls.status = event.status;
        return;
      default:
        return;
    }
  }

  private log(systemId: number, entry: SystemEntry, { call, closedAt }: ClosedCall): void {
    const now = this.deps.clock.now();
    const mark = entry.handledBy.get(call.number);
    const handledBy = mark && mark.until >= now ? mark.user : null;
    if (mark && mark.until < now) entry.handledBy.delete(call.number);
    const doc = this.deps.systems.get(systemId);
    const node = doc?.nodes.find((n) => n.id === call.number);
    try {
      this.deps.callLog.record({
        system_id: systemId,
        call_id: call.id,
        opened_at: call.opened_at,
        closed_at: closedAt,
        duration: Math.max(0, Math.round((Date.parse(closedAt) - Date.parse(call.opened_at)) / 1000)),
        call_type_id: call.call_type_id,
        call_type_text: call.call_type_text,
        call_source_id: call.call_source_id,
        call_source_text: call.call_source_text,
        section_id: call.section_id,
        section_name: call.section_name,
        device_number: call.number,
        device_text_short: call.device_text_short ?? node?.text_short ?? null,
        device_text_long: call.device_text_long ?? node?.text_long ?? null,
        is_presence: call.is_presence,
        handled_by: handledBy,
      });
    } catch (error) {
      // History is not the call path: a full disk must not stop the display from updating.
      console.error('call log write failed', error);
    }
  }

  /** sendDeviceAction (spec 01 §7, spec 02 §3): rule check, then the Gets; accepted, not done. */
  async sendDeviceAction(caller: DeviceActionCaller, action: DeviceActionName, deviceId: number, sectionId: number | null | undefined): Promise<{ success: boolean }> {
    const entry = this.entries.get(caller.systemId);
    const doc = this.deps.systems.get(caller.systemId);
    if (!entry || !doc) throw new GraphQLError(t(caller.locale, 'system.unavailable'), { extensions: { code: 'SYSTEM_UNAVAILABLE' } });
    const verdict = mayTriggerDeviceAction(action, caller.permissions, doc, deviceId, sectionId);
    if (!verdict.allowed) {
      throw new GraphQLError(`MISSING_PERMISSION: ${t(caller.locale, `device_action.${verdict.reason}`)}`, { extensions: { code: 'MISSING_PERMISSION', reason: verdict.reason } });
    }
    // Marked before sending: the call.closed event may arrive before the HTTP answer does.
    if (action === 'EndCalls' && caller.userName) entry.handledBy.set(deviceId, { user: caller.userName, until: this.deps.clock.now() + HANDLED_BY_WINDOW_MS });
    try {
      await entry.gateway.deviceAction(deviceId, action);
    } catch (error) {
      entry.handledBy.delete(deviceId);
      const reason = (error as { code?: string }).code ?? 'error';
      throw new GraphQLError(t(caller.locale, 'device_action.failed'), { extensions: { code: 'DEVICE_ACTION_FAILED', reason } });
    }
    return { success: true };
  }
}
