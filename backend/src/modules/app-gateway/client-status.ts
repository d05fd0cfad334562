// What app management shows of a client beside its stored fields (spec 02 §3 app client): connected, reachable,
// paired or logged in, and what keeps it from ringing reliably.
import type { AppSession } from './app-session.ts';

export interface ClientStatus {
  is_connected: boolean;
  reachability: 'reachable' | 'unreachable' | 'unknown';
  state: 'unpaired' | 'paired' | 'logged_in';
  problems: string[];
}

/** Spec 02 §3 client device app permissions the app needs to ring reliably. */
const NEEDED = ['post_notifications', 'full_screen_intents', 'ignore_battery_optimisation', 'exact_alarms'];

/**
 * The status of a client record with its open connections. `loggedIn`: a user is logged in on the phone; the login
 * survives a lost connection (docs/protocols.md §7 Reception), so a dropped phone can be logged in and unreachable.
 */
export function clientStatus(
  record: Readonly<Record<string, unknown>>,
  open: readonly AppSession[],
  loggedIn = false,
): ClientStatus {
  const paired = typeof record.registration === 'string';
  const granted = Array.isArray(record.permissions) ? (record.permissions as string[]) : [];
  const connected = open.length > 0;
  return {
    is_connected: connected,
    reachability: connected ? 'reachable' : paired ? 'unreachable' : 'unknown',
    state: !paired ? 'unpaired' : loggedIn || open.some((s) => s.user) ? 'logged_in' : 'paired',
    problems: [
      ...(paired ? NEEDED.filter((p) => !granted.includes(p)).map((p) => `missing_${p}`) : []),
      ...(paired && !connected ? ['not_reachable'] : []),
    ],
  };
}
