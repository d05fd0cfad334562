// Who may end a call (spec 01 §4 "Close call", spec 02 §4 "Call closing rule"), and who may send the
// other device actions (spec 02 §3). Data-dependent, so it lives here and not in the policy table,
// which only guarantees a session for sendDeviceAction. The rule itself is @cs/rules' close-call rule,
// the same the display shows its close button by; this module looks up the facts it judges.
import { closeCallVerdict, type CloseCallVerdict } from '@cs/rules/close-call';
import type { DeviceActionName } from '@cs/contracts/gets';
import type { SystemDoc } from '../../store/config-types.ts';
import { configIndex, effectiveSectionId } from './call-view.ts';

export type RuleVerdict = CloseCallVerdict | { allowed: false; reason: 'missing_permission' };

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
  const index = configIndex(doc);
  const section = index.sections.get(sectionId ?? effectiveSectionId(index, deviceId) ?? -1);
  return closeCallVerdict({
    // sendDeviceAction needs a session (auth/policy.ts), so the caller is logged in.
    loggedIn: true,
    permissions,
    nodeDeniesManualClosure: index.nodes.get(deviceId)?.deny_manual_call_closure === true,
    sectionAllowsManualClosure: section?.allow_manual_call_closure === true,
  });
}
