// The app gateway (docs/protocols.md §6): paired phones talk to the backend over a WebSocket at /ws/app, one
// JSON message per text frame, each with a `type`. The phone pairs once with its pairing token, then says who it
// is (Hello) on every connection, logs in as an app user and answers the calls the server offers it.
import { z } from 'zod';
import { count, id, instant } from '../gets/wire.ts';
import { lineProtocol } from '../protocol-line.ts';
import { APP_ACTIONS, APP_USER_PASSWORD, URGENCIES } from '../vocabulary.ts';
import { pairingTokenOf } from './pairing-code.ts';

export { APP_ACTIONS, SERVER_ACTIONS, type AppAction, type CallAction } from '../vocabulary.ts';

/** Spec 02 §8 notification delivery states. */
export const DELIVERY_STATES = ['confirmed', 'error', 'opened', 'sent', 'unknown'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const secret = z.string().min(8).max(128);

/**
 * A number the phone gives a frame so it can tell which frame a `Refused` answers: optional (a phone that sends
 * none is answered as before), echoed in `Refused` when given. Any positive 32-bit integer; a counter will do.
 */
export const requestId = z.int().min(1).max(2_147_483_647);

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
  /**
   * first contact of a new phone: the pairing code app management shows (any spelling of it: case, groups,
   * spaces), or a token of an older installation as it was shown. A code of the wrong length is an unknown token,
   * not a malformed message: the phone hears that its code is wrong.
   */
  clientFrame({
    type: z.literal('Pair'),
    token: z.string().min(1).max(128).transform(pairingTokenOf),
    permissions: z.array(z.string().max(64)).max(16),
  }),
  /** every later connection: the client id and the secret Paired gave it */
  clientFrame({ type: z.literal('Hello'), client_id: id, secret }),
  clientFrame({
    type: z.literal('Login'),
    user: z.string().min(1).max(64),
    password: z.string().max(APP_USER_PASSWORD.max),
  }),
  clientFrame({ type: z.literal('Logout') }),
  clientFrame({ type: z.literal('Action'), call_id: z.string().min(1).max(64), action: z.enum(APP_ACTIONS) }),
  /** the phone's battery, when it changes (spec 02 §3 app settings logout_on_charge: charging logs out) */
  clientFrame({ type: z.literal('Battery'), level: z.number().int().min(0).max(100), charging: z.boolean() }),
  /** the phone showed (opened) or the nurse saw and confirmed the notification */
  clientFrame({
    type: z.literal('Delivery'),
    call_id: z.string().min(1).max(64),
    state: z.enum(['opened', 'confirmed']),
  }),
]);
export type AppClientMessage = z.infer<typeof appClientMessage>;

/** A call as a phone shows it. */
export const appCall = z.object({
  id: z.string(),
  system_id: id,
  device_number: id,
  device_text: z.string().nullable(),
  section_name: z.string().nullable(),
  call_type_text: z.string().nullable(),
  urgency: z.enum(URGENCIES),
  color: z.string().nullable(),
  opened_at: instant,
  /** the app user handling it (Accepted), null while open to all */
  handled_by: z.string().nullable(),
  /** why this phone has it: first offer, escalation or a resend */
  offer: z.enum(['offered', 'escalated', 'resent']),
  /** Full or RejectOnly (spec 02 §3 app user group) */
  may_accept: z.boolean(),
});
export type AppCall = z.infer<typeof appCall>;

/** A member of the nurse's group as the team view shows her (spec 02 §3 team_view_enabled). */
export const teamMember = z.object({
  user: z.string(),
  display_name: z.string(),
  /** logged in on a phone (a phone without reception stays logged in) */
  logged_in: z.boolean(),
  /** the calls she has accepted; arrived: at the resident's (NFC), null when presences are hidden */
  handling: z.array(
    z.object({ call_id: z.string(), device_text: z.string().nullable(), arrived: z.boolean().nullable() }),
  ),
});
export type TeamMember = z.infer<typeof teamMember>;

export const appServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Paired'), client_id: id, secret }),
  /**
   * the phone is known; `user` is whoever is logged in on it (a login survives a lost connection), with the name
   * and group LoggedIn gave, so a phone that lost its own record of the login still shows who it is
   */
  z.object({
    type: z.literal('Welcome'),
    client_id: id,
    user: z.string().nullable(),
    display_name: z.string().nullable().optional(),
    group: z.string().nullable().optional(),
  }),
  z.object({ type: z.literal('LoggedIn'), user: z.string(), display_name: z.string(), group: z.string() }),
  /** the user is logged out: asked for (no reason), or the phone was put on its charger (logout_on_charge) */
  z.object({ type: z.literal('LoggedOut'), reason: z.enum(['charging']).optional() }),
  /** every call this phone has, after Hello or Login (a reconnecting phone gets its calls again) */
  z.object({ type: z.literal('Calls'), calls: z.array(appCall), at: instant }),
  z.object({ type: z.literal('Call'), call: appCall, at: instant }),
  /** the call left this phone: closed, accepted on another phone, rejected here, or no longer selected */
  z.object({
    type: z.literal('CallRemoved'),
    call_id: z.string(),
    reason: z.enum(['closed', 'accepted_elsewhere', 'rejected', 'released']),
    at: instant,
  }),
  /** the team view, after Login or Hello and whenever it changes (only while team_view_enabled is on) */
  z.object({ type: z.literal('Team'), members: z.array(teamMember), at: instant }),
  /**
   * a message the server refuses: the catalogue key (spec 02 §8), how many such refusals so far, and the refused
   * frame's request id when it carried one
   */
  z.object({ type: z.literal('Refused'), key: z.string(), refused: count, request_id: requestId.optional() }),
]);
export type AppServerMessage = z.infer<typeof appServerMessage>;

/** What a phone sends, for readLine. */
export const APP_CLIENT_PROTOCOL = lineProtocol(appClientMessage);
/** What the server sends, for readLine (the twin's phones and the /app client). */
export const APP_SERVER_PROTOCOL = lineProtocol(appServerMessage);
