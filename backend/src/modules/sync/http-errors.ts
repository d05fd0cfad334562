// A transfer to or from the Gets that failed (spec 01 §7 getsHTTPError, spec 02 §8 'run a manual sync'): the failing
// request of one operation is remembered from the gateway's events, and the failure goes to the system's consoles.
import type { GetsGateway } from '../../gateways/types.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { SyncError } from './sync-errors.ts';
import type { SystemSync } from './sync-state.ts';

/** Remembers the failing request of one operation (its address for getsHTTPError); returns the unsubscribe. */
export function recordHttpFailures(s: SystemSync, gateway: GetsGateway): () => void {
  s.lastHttpFailure = null;
  return gateway.on((e) => {
    if (e.type === 'http' && e.phase === 'failed')
      s.lastHttpFailure = { action: e.action, url: e.url ?? null };
  });
}

/**
 * To the consoles of the system, with the failing request's address and what went wrong. No credentials: they
 * travel in a header the address does not carry, and the detail is the gateway's message.
 */
export function publishHttpError(
  bus: EventBus,
  systemId: number,
  s: SystemSync,
  action: 'commit' | 'import',
  e: SyncError,
): void {
  if (e.key === 'commit_running' || e.key === 'no_configurator') return; // refused here, nothing was sent
  const failure = s.lastHttpFailure;
  bus.publish('getsHttpError', {
    systemId,
    action,
    key: e.key,
    detail: e.detail,
    checks: [],
    message: e.message,
    payload: JSON.stringify({ error: e.key, detail: e.detail, request: failure?.action ?? null }),
    refused: e.refused,
    url: failure?.url ?? null,
    success: false,
  });
}
