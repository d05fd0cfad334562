// Who may end a call (spec 01 §4 "Close call", spec 02 §4 "Call closing rule"): allowed for anyone with
// calllog::close_calls; otherwise denied if the node has deny_manual_call_closure; otherwise allowed only
// if the section allows manual closure and the user is logged in. visuals::close_calls is the display's own
// permission to remote-close calls (spec 01 §6), so it counts like calllog::close_calls. The backend
// enforces this verdict (sendDeviceAction EndCalls); the display shows its close button by it.
import type { PermissionCode } from './permissions.ts';
import { isLoggedIn, viewerPermissions, type Viewer } from './viewer.ts';

export const CLOSE_ANY_CALL: readonly PermissionCode[] = ['calllog::close_calls', 'visuals::close_calls'];

export interface CloseCallFacts {
  loggedIn: boolean;
  /** the caller's effective permission codes (a superuser's are all of them) */
  permissions: readonly string[];
  /** the call's node has deny_manual_call_closure */
  nodeDeniesManualClosure: boolean;
  /** the call's section has allow_manual_call_closure (false when the call has no known section) */
  sectionAllowsManualClosure: boolean;
}

export type CloseCallVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'node_denies_manual_closure' | 'section_forbids_manual_closure' | 'not_logged_in';
    };

export function closeCallVerdict(facts: CloseCallFacts): CloseCallVerdict {
  if (facts.loggedIn && CLOSE_ANY_CALL.some((code) => facts.permissions.includes(code)))
    return { allowed: true };
  if (facts.nodeDeniesManualClosure) return { allowed: false, reason: 'node_denies_manual_closure' };
  if (!facts.sectionAllowsManualClosure) return { allowed: false, reason: 'section_forbids_manual_closure' };
  return facts.loggedIn ? { allowed: true } : { allowed: false, reason: 'not_logged_in' };
}

/** The call as the display has it: its section and node flags, when known. */
export interface CloseRuleCall {
  section?: { allow_manual_call_closure: boolean } | null;
  system_tree_node?: { deny_manual_call_closure: boolean } | null;
}

/** Whether the display offers closing this call to the viewer. */
export const mayCloseCall = (viewer: Viewer | null | undefined, call: CloseRuleCall): boolean =>
  closeCallVerdict({
    loggedIn: isLoggedIn(viewer),
    permissions: viewerPermissions(viewer),
    nodeDeniesManualClosure: call.system_tree_node?.deny_manual_call_closure === true,
    sectionAllowsManualClosure: call.section?.allow_manual_call_closure === true,
  }).allowed;
