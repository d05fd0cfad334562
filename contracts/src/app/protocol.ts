// The app gateway (docs/protocols.md §7): paired phones talk to the backend over a WebSocket at /ws/app, one
// JSON message per text frame, each with a `type`. The phone pairs once with its pairing token, then says who it
// is (Hello) on every connection, logs in as an app user and answers the calls the server offers it.
import { z } from 'zod';
import { count, id, instant } from '../gets/wire.ts';
import { appCall, teamMember } from './payloads.ts';
import { lineProtocol } from '../protocol-line.ts';
import { APP_ACTIONS, APP_USER_PASSWORD } from '../vocabulary.ts';
import { pairingTokenOf } from './pairing-code.ts';

export { APP_ACTIONS, SERVER_ACTIONS, type AppAction, type CallAction } from '../vocabulary.ts';
export { appCall, teamMember, type AppCall, type TeamMember } from './payloads.ts';

/** Spec 02 §8 notification delivery states. */
export const DELIVERY_STATES = ['confirmed', 'error', 'opened', 'sent', 'unknown'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const secret = z.string().min(8).max(128);

/**
 * A number the phone gives a frame so it can tell which frame a `Refused` answers: optional (a phone that sends
 * none is answered as before), echoed in `Refused` when given. Any positive 32-bit integer; a counter will do.
 */
export const requestId = z
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe('the phone’s number for this frame, echoed in the `Refused` that answers it (see Request ids)');

/** A phone's frame: its own fields and the request id it may carry. */
const clientFrame = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, request_id: requestId.optional() });

/** The request id of a frame the schema refuses (not JSON, unknown type, bad fields), when it carries a valid one. */
export function requestIdOf(text: string): number | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('request_id' in value)) return undefined;
    const read = requestId.safeParse(value.request_id);
    return read.success ? read.data : undefined;
  } catch {
    return undefined;
  }
}

export const appClientMessage = z.discriminatedUnion('type', [
  clientFrame({
    type: z.literal('Pair'),
    token: z
      .string()
      .min(1)
      .max(128)
      .transform(pairingTokenOf)
      .describe(
        'the pairing code app management shows, in any spelling (small letters, spaces or dashes between groups), or a token of an older installation as shown; a code of the wrong length is `unknown_token`, not `invalid`',
      ),
    permissions: z
      .array(z.string().max(64))
      .max(16)
      .describe('what the phone’s system granted the app (`post_notifications`, `full_screen_intents`, …)'),
  }).describe('first contact of a new phone, once'),
  clientFrame({
    type: z.literal('Hello'),
    client_id: id.describe('the id `Paired` gave'),
    secret: secret.describe('the secret `Paired` gave'),
  }).describe('every later connection: the phone says who it is'),
  clientFrame({
    type: z.literal('Login'),
    user: z.string().min(1).max(64).describe('the app user’s name (any case)'),
    password: z.string().max(APP_USER_PASSWORD.max).describe('her password'),
  }).describe('an app user logs in on the phone'),
  clientFrame({ type: z.literal('Logout') }).describe('the user logs out on the phone'),
  clientFrame({
    type: z.literal('Action'),
    call_id: z.string().min(1).max(64).describe('the call (`Call.id`)'),
    action: z
      .enum(APP_ACTIONS)
      .describe(
        'what the nurse does with it (spec 02 §3 call actions; `NFC`: she is at the resident’s door)',
      ),
  }).describe('the nurse acts on a call on her phone'),
  clientFrame({
    type: z.literal('Battery'),
    level: z.number().int().min(0).max(100).describe('charge in percent'),
    charging: z.boolean().describe('on the charger (with `logout_on_charge` on, `true` logs out)'),
  }).describe('the phone’s battery, when it changes (not its state when it connects)'),
  clientFrame({
    type: z.literal('Delivery'),
    call_id: z.string().min(1).max(64).describe('the call (`Call.id`)'),
    state: z
      .enum(['opened', 'confirmed'])
      .describe(
        'the phone showed the call (`opened`) or the nurse saw and confirmed it (spec 02 §8 delivery states)',
      ),
  }).describe('what became of a call on the phone'),
]);
export type AppClientMessage = z.infer<typeof appClientMessage>;

const at = instant.describe('when the server sent it');
const callId = z.string().describe('the call (`Call.id`)');

export const appServerMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('Paired'),
      client_id: id.describe('the phone’s client record (app management); `Hello` names it'),
      secret: secret.describe('the phone’s secret for every later `Hello`; the server keeps only its sha256'),
    })
    .describe('the pairing worked; `Welcome` follows'),
  z
    .object({
      type: z.literal('Welcome'),
      client_id: id.describe('the phone’s client record'),
      user: z
        .string()
        .nullable()
        .describe('who is logged in on the phone (a login survives a lost connection); null: nobody'),
      display_name: z
        .string()
        .nullable()
        .optional()
        .describe(
          'her name as `LoggedIn` gave it, so a phone that lost its record of the login still shows it',
        ),
      group: z.string().nullable().optional().describe('her app user group’s name, as `LoggedIn` gave it'),
    })
    .describe('the phone is known (after `Paired` or `Hello`)'),
  z
    .object({
      type: z.literal('LoggedIn'),
      user: z.string().describe('her user name'),
      display_name: z.string().describe('her display name (the user name when she has none)'),
      group: z.string().describe('her app user group’s name'),
    })
    .describe('the login worked; `Calls` follows'),
  z
    .object({
      type: z.literal('LoggedOut'),
      reason: z
        .enum(['charging'])
        .optional()
        .describe(
          'absent: she asked for it; `charging`: the phone was put on its charger (`logout_on_charge`)',
        ),
    })
    .describe('nobody is logged in on the phone any more; it gets no calls'),
  z
    .object({
      type: z.literal('Calls'),
      calls: z.array(appCall).describe('every call this phone has now'),
      at,
    })
    .describe(
      'the whole list, after `Login` or a `Hello` with a user logged in (a reconnecting phone gets its calls again)',
    ),
  z
    .object({ type: z.literal('Call'), call: appCall.describe('the call, as it is now'), at })
    .describe('a call reached the phone (offered, escalated, resent) or changed on it (accepted by her)'),
  z
    .object({
      type: z.literal('CallRemoved'),
      call_id: callId,
      reason: z
        .enum(['closed', 'accepted_elsewhere', 'rejected', 'released'])
        .describe(
          'closed in the call system, accepted on another phone, rejected here, or released here (or timed out)',
        ),
      at,
    })
    .describe('the call left the phone'),
  z
    .object({
      type: z.literal('Team'),
      members: z.array(teamMember).describe('the nurse’s app user group'),
      at,
    })
    .describe(
      'the team view, after `Login` or `Hello` and whenever it changes, while `team_view_enabled` is on',
    ),
  z
    .object({
      type: z.literal('Refused'),
      key: z
        .string()
        .describe(
          'why: one of the refusal keys below (a phone shows a key it does not know as a refusal too)',
        ),
      refused: count.describe('how many frames of this connection were refused so far'),
      request_id: requestId
        .optional()
        .describe(
          'the refused frame’s `request_id`; absent when it carried none, and in the server’s own `unknown_client` on unpairing',
        ),
    })
    .describe('the server will not act on a frame'),
]);
export type AppServerMessage = z.infer<typeof appServerMessage>;

/** What a phone sends, for readLine. */
export const APP_CLIENT_PROTOCOL = lineProtocol(appClientMessage);
/** What the server sends, for readLine (the twin's phones and the /app client). */
export const APP_SERVER_PROTOCOL = lineProtocol(appServerMessage);
