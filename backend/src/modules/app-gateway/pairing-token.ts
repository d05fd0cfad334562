// A client record's pairing token (spec 02 §3 app client, docs/protocols.md §7) pairs only for a while after it was
// made (CS_PAIRING_TOKEN_HOURS, 24 h by default; issue 33): a code noted down or photographed and found later pairs
// nothing, and app management makes a new one. Every place that makes a token makes it here, with its time.
import { randomBytes } from 'node:crypto';
import { newPairingCode } from '@cs/contracts/app/pairing-code';

export const PAIRING_TOKEN_TTL_MS = 24 * 60 * 60_000;

/** A new pairing token and when it was made: every place that makes one stores both (the format: contracts' pairing code). */
export function newPairingToken(nowMs: number): { pairing_token: string; pairing_token_issued_at: string } {
  return {
    pairing_token: newPairingCode(randomBytes),
    pairing_token_issued_at: new Date(nowMs).toISOString(),
  };
}

/**
 * When a client's pairing token stops pairing (ms), null without a token. A token stored before tokens had an issue
 * time counts from `sinceMs` (the server's start), so it expires too, a day after the update.
 */
export function tokenExpiresAt(
  client: Readonly<Record<string, unknown>>,
  ttlMs: number,
  sinceMs: number,
): number | null {
  if (typeof client.pairing_token !== 'string') return null;
  const issued =
    typeof client.pairing_token_issued_at === 'string' ? Date.parse(client.pairing_token_issued_at) : NaN;
  return (Number.isNaN(issued) ? sinceMs : issued) + ttlMs;
}
