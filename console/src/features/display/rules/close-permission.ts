// Spec 01 §4 close call: allowed for anyone with calllog close_calls; otherwise denied if the node has
// deny_manual_call_closure; otherwise allowed only if the section allows manual closure and the user is
// logged in. visuals::close_calls is the display's own permission to remote-close calls (spec 01 §6), so it
// counts like calllog::close_calls, as in the backend (calls.graphql sendDeviceAction), which enforces it.
export interface CloseRuleUser {
  id: number;
  is_superuser: boolean;
  permissions: readonly { code: string }[];
}
export interface CloseRuleCall {
  section?: { allow_manual_call_closure: boolean } | null;
  system_tree_node?: { deny_manual_call_closure: boolean } | null;
}

export function mayCloseCall(user: CloseRuleUser | null | undefined, call: CloseRuleCall): boolean {
  const loggedIn = !!user && user.id >= 1;
  if (
    loggedIn &&
    (user.is_superuser ||
      user.permissions.some((p) => p.code === 'calllog::close_calls' || p.code === 'visuals::close_calls'))
  )
    return true;
  if (call.system_tree_node?.deny_manual_call_closure) return false;
  return loggedIn && call.section?.allow_manual_call_closure === true;
}
