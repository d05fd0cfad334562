// sendDeviceAction for the call service (call-service.ts): the close-call rule (spec 01 §4) judged on the device's
// open calls, then the action through the system's Gets gateway, and the action in the call log's timeline.
import { GraphQLError } from 'graphql';
import type { Clock } from '@cs/contracts/clock';
import type { DeviceActionName } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import type { Locale } from '../../platform/locale.ts';
import { log } from '../../platform/logger.ts';
import { t } from '../../platform/messages.ts';
import type { CallLogRepository } from '../../repositories/call-log-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import { mayTriggerDeviceAction } from './close-call-rule.ts';
import type { HandledByMarks } from './handled-by.ts';
import type { SystemCalls } from './system-calls.ts';

export interface DeviceActionCaller {
  systemId: number;
  locale: Locale;
  userName: string | null;
  permissions: readonly string[];
}

interface DeviceActionDeps {
  systems: SystemRepository;
  clock: Clock;
  callLog: CallLogRepository;
}

/** What the call service holds of the device's system. */
/** What a device action needs of its system's entry in the call service (which extends it). */
export interface DeviceActionEntry {
  calls: SystemCalls;
  gateway: GetsGateway;
  handledBy: HandledByMarks;
}

/**
 * sendDeviceAction (spec 01 §7, spec 02 §3): rule check, then the Gets; accepted, not done. The close-call
 * rule judges the sections of the device's open calls as the call system reports them (or, without an open
 * call, the device's configured section), every one of them, since EndCalls ends all of the device's calls.
 * The sectionID a client sends is not trusted: it could name a section that allows manual closure.
 */
export async function sendDeviceAction(
  deps: DeviceActionDeps,
  entry: DeviceActionEntry | undefined,
  caller: DeviceActionCaller,
  action: DeviceActionName,
  deviceId: number,
): Promise<{ success: boolean }> {
  const doc = deps.systems.get(caller.systemId);
  if (!entry || !doc)
    throw new GraphQLError(t(caller.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  const sections = entry.calls.openSectionsOf(deviceId);
  const verdict =
    (sections.length > 0 ? sections : [null])
      .map((sectionId) => mayTriggerDeviceAction(action, caller.permissions, doc, deviceId, sectionId))
      .find((v) => !v.allowed) ?? ({ allowed: true } as const);
  if (!verdict.allowed) {
    throw new GraphQLError(`MISSING_PERMISSION: ${t(caller.locale, `device_action.${verdict.reason}`)}`, {
      extensions: { code: 'MISSING_PERMISSION', reason: verdict.reason },
    });
  }
  // Marked before sending: the call.closed event may arrive before the HTTP answer does.
  if (action === 'EndCalls' && caller.userName)
    entry.handledBy.mark(deviceId, caller.userName, deps.clock.now());
  // The time it was sent: the call it ended may close (and be logged) before the Gets' answer arrives.
  const sentAt = new Date(deps.clock.now()).toISOString();
  try {
    await entry.gateway.deviceAction(deviceId, action);
  } catch (error) {
    entry.handledBy.forget(deviceId);
    const reason = (error as { code?: string }).code ?? 'error';
    throw new GraphQLError(t(caller.locale, 'device_action.failed'), {
      extensions: { code: 'DEVICE_ACTION_FAILED', reason },
    });
  }
  logDeviceAction(deps.callLog, caller, action, deviceId, sentAt);
  return { success: true };
}

/** The call log's timeline shows what the console did to a call's device while it was open. */
function logDeviceAction(
  callLog: CallLogRepository,
  caller: DeviceActionCaller,
  action: DeviceActionName,
  deviceId: number,
  at: string,
): void {
  try {
    callLog.recordDeviceAction({
      system_id: caller.systemId,
      device_number: deviceId,
      at,
      action,
      user_name: caller.userName,
    });
  } catch (error) {
    log().error({ err: error, system: caller.systemId }, 'device action log write failed');
  }
}
