// Spec 01 §4 call display ordering: calls and presences of all systems merged and sorted by urgency
// (EMERGENCY, URGENT, NORMAL), then call type sort_order (missing counts as 999), then duration. Longer
// open first: the call that has waited longest is the one staff must reach first. Ties (same instant)
// fall back to system and call id so the grid does not jump between pushes.
import { byUrgencyMostFirst, isElevated as isElevatedUrgency } from '@cs/contracts/vocabulary';
import type { RuleCall, RuleCallType } from './types.ts';

export const MISSING_SORT_ORDER = 999;

export const isElevated = (type: RuleCallType | null | undefined) => isElevatedUrgency(type?.urgency);

export function compareCalls(
  a: RuleCall,
  b: RuleCall,
  typeOf: (c: RuleCall) => RuleCallType | undefined = (c) => c.call_type ?? undefined,
): number {
  const ta = typeOf(a);
  const tb = typeOf(b);
  const urgency = byUrgencyMostFirst(ta?.urgency ?? 'NORMAL', tb?.urgency ?? 'NORMAL');
  if (urgency) return urgency;
  const order = (ta?.sort_order ?? MISSING_SORT_ORDER) - (tb?.sort_order ?? MISSING_SORT_ORDER);
  if (order) return order;
  const opened = Date.parse(a.opened_at) - Date.parse(b.opened_at);
  if (opened) return opened;
  return a.system_id - b.system_id || a.id - b.id;
}

export function orderCalls<C extends RuleCall>(
  calls: readonly C[],
  typeOf?: (c: RuleCall) => RuleCallType | undefined,
): C[] {
  return [...calls].sort((a, b) => compareCalls(a, b, typeOf));
}
