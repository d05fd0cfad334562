// Who may end a call (spec 01 §4 "Close call", spec 02 §4 "Call closing rule"), and who may send the
// other device actions (spec 02 §3). Data-dependent, so it lives here and not in the policy table,
// which only guarantees a session for sendDeviceAction.
import type { DeviceActionName } from '../../gateways/types.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { configIndex, effectiveSectionId } from './call-view.ts';

export type RuleVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'node_denies_manual_closure' | 'section_forbids_manual_closure' | 'missing_permission';
    };

export function mayTriggerDeviceAction(
  action: DeviceActionName,
  permissions: readonly string[],
  doc: SystemDoc,
  deviceId: number,
  sectionId: number | null | undefined,
): RuleVerdict {
  if (action !== 'EndCalls') {
    return permissions.includes('systemtree::trigger_device_actions')
      ? { allowed: true }
      : { allowed: false, reason: 'missing_permission' };
  }
  // Spec 01 §7 / the contract: calllog::close_calls, and the display's own visuals::close_calls, close anything.
  if (permissions.includes('calllog::close_calls') || permissions.includes('visuals::close_calls'))
    return { allowed: true };
  const index = configIndex(doc);
  if (index.nodes.get(deviceId)?.deny_manual_call_closure)
    return { allowed: false, reason: 'node_denies_manual_closure' };
  const section = index.sections.get(sectionId ?? effectiveSectionId(index, deviceId) ?? -1);
  return section?.allow_manual_call_closure
    ? { allowed: true }
    : { allowed: false, reason: 'section_forbids_manual_closure' };
}
