// The /app client's state (spec 02 §3 app client, docs/protocols.md §7): what the server said, folded message by
// message. Pure, so the protocol's effects are tested without a socket. The calls stay while the link is down:
// a phone that loses reception keeps showing them, and the Calls list after its next Hello replaces them.
import type { AppCall, AppServerMessage, TeamMember } from '@cs/contracts/app';
import { byUrgencyMostFirst } from '@cs/contracts/vocabulary';

export type LinkState = 'connecting' | 'online' | 'offline';
/** Where the phone is: pairing (no secret yet), hello (said who it is), login (no user), ready (logged in). */
export type Phase = 'pairing' | 'hello' | 'login' | 'ready';
export interface AppUser {
  user: string;
  display_name: string;
  group: string;
}

export interface AppClientState {
  link: LinkState;
  phase: Phase;
  clientId: number | null;
  user: AppUser | null;
  calls: AppCall[];
  /** calls this phone accepted: hers at once, before the server's Call update (handled_by her) arrives */
  accepted: ReadonlySet<string>;
  /** calls where this phone's nurse said 'I am there' (NFC) */
  arrived: ReadonlySet<string>;
  /** the actions that may still be refused, by their request id (docs/protocols.md §7 request ids) */
  pending: ReadonlyMap<number, PendingAction>;
  /** the last refusal's catalogue key, shown until the next action */
  refusal: string | null;
  /** the group's members (team view), while the app setting team_view_enabled is on; null: none sent */
  team: TeamMember[] | null;
}

export interface PendingAction {
  callId: string;
  action: string;
}

export type AppEvent =
  | { type: 'link'; state: LinkState }
  | { type: 'server'; message: AppServerMessage }
  | { type: 'paired'; clientId: number }
  | { type: 'needsPairing' }
  | { type: 'hello'; clientId: number; user: AppUser | null }
  | { type: 'sent'; callId: string; action: string; requestId: number }
  | { type: 'dismiss' };

export const initialState = (
  clientId: number | null,
  user: AppUser | null,
  arrived: ReadonlySet<string> = new Set(),
): AppClientState => ({
  link: 'connecting',
  phase: clientId === null ? 'pairing' : 'hello',
  clientId,
  user,
  calls: [],
  accepted: new Set(),
  arrived,
  pending: new Map(),
  refusal: null,
  team: null,
});

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id));

/** The calls by urgency (emergency first), then the oldest first: what needs a nurse most is on top. */
export const sortCalls = (calls: readonly AppCall[]) =>
  [...calls].sort(
    (a, b) => byUrgencyMostFirst(a.urgency, b.urgency) || a.opened_at.localeCompare(b.opened_at),
  );

/** Is this call in my hands: accepted here, or the server says I handle it (after a reconnect)? */
export const isMine = (state: AppClientState, call: AppCall) =>
  state.accepted.has(call.id) ||
  (call.handled_by !== null &&
    state.user !== null &&
    (call.handled_by === state.user.display_name || call.handled_by === state.user.user));

/**
 * Who is logged in after Welcome: the server's word (a login survives a lost connection, docs/protocols.md §7). The
 * phone's own record fills in what an older server leaves out; without either the name would be missing and with it
 * 'Abmelden' (issue 38).
 */
function welcomeUser(
  saved: AppUser | null,
  message: Extract<AppServerMessage, { type: 'Welcome' }>,
): AppUser | null {
  if (message.user === null) return null;
  const same = saved?.user === message.user ? saved : null;
  return {
    user: message.user,
    display_name: message.display_name ?? same?.display_name ?? message.user,
    group: message.group ?? same?.group ?? '',
  };
}

function onServer(state: AppClientState, message: AppServerMessage): AppClientState {
  switch (message.type) {
    case 'Paired':
      return { ...state, clientId: message.client_id, phase: 'hello' };
    case 'Welcome':
      return {
        ...state,
        clientId: message.client_id,
        phase: message.user === null ? 'login' : 'ready',
        user: welcomeUser(state.user, message),
        calls: message.user === null ? [] : state.calls,
      };
    case 'LoggedIn':
      return {
        ...state,
        phase: 'ready',
        refusal: null,
        user: { user: message.user, display_name: message.display_name, group: message.group },
      };
    case 'LoggedOut':
      // put on its charger (app setting logout_on_charge): the phone says why the nurse is logged out
      return {
        ...initialState(state.clientId, null),
        link: state.link,
        phase: 'login',
        refusal: message.reason === 'charging' ? 'logged_out_charging' : null,
      };
    case 'Calls': {
      const ids = new Set(message.calls.map((c) => c.id));
      const keep = (set: ReadonlySet<string>) => new Set([...set].filter((id) => ids.has(id)));
      return { ...state, calls: message.calls, accepted: keep(state.accepted), arrived: keep(state.arrived) };
    }
    case 'Call':
      return {
        ...state,
        calls: [...state.calls.filter((c) => c.id !== message.call.id), message.call],
      };
    case 'CallRemoved':
      return {
        ...state,
        calls: state.calls.filter((c) => c.id !== message.call_id),
        accepted: without(state.accepted, message.call_id),
        arrived: without(state.arrived, message.call_id),
        pending: new Map([...state.pending].filter(([, p]) => p.callId !== message.call_id)),
      };
    case 'Team':
      return { ...state, team: message.members };
    case 'Refused':
      return onRefused(state, message);
  }
}

/** docs/protocols.md §7: the refusal keys of Action. */
const ACTION_REFUSALS = new Set([
  'not_offered',
  'reject_only',
  'already_accepted',
  'already_yours',
  'not_yours',
  'call_closed',
]);

/** The action a Refused answers: the one with its request id; from a server that names none, the last one sent. */
function refusedAction(
  state: AppClientState,
  { key, request_id }: Extract<AppServerMessage, { type: 'Refused' }>,
): [number, PendingAction] | undefined {
  if (request_id !== undefined) {
    const action = state.pending.get(request_id);
    return action && [request_id, action];
  }
  return ACTION_REFUSALS.has(key) ? [...state.pending].at(-1) : undefined;
}

function onRefused(
  state: AppClientState,
  message: Extract<AppServerMessage, { type: 'Refused' }>,
): AppClientState {
  const { key } = message;
  if (key === 'unknown_client') return { ...initialState(null, null), link: state.link };
  if (key === 'not_logged_in') return { ...state, phase: 'login', user: null, refusal: key };
  const refused = refusedAction(state, message);
  if (!refused) return { ...state, refusal: key };
  const [requestId, { callId, action }] = refused;
  const pending = new Map(state.pending);
  pending.delete(requestId);
  // The action that was refused did not happen: take back what this phone assumed (already_yours: it is).
  if (action === 'Accepted' && key !== 'already_yours')
    return { ...state, pending, refusal: key, accepted: without(state.accepted, callId) };
  if (action === 'NFC') return { ...state, pending, refusal: key, arrived: without(state.arrived, callId) };
  return { ...state, pending, refusal: key };
}

export function appReducer(state: AppClientState, event: AppEvent): AppClientState {
  switch (event.type) {
    case 'link':
      return { ...state, link: event.state };
    case 'server':
      return onServer(state, event.message);
    case 'paired':
      return { ...state, clientId: event.clientId, phase: 'hello' };
    case 'needsPairing':
      return { ...initialState(null, null), link: state.link };
    case 'hello':
      return { ...state, clientId: event.clientId, user: event.user, phase: 'hello' };
    case 'sent': {
      const { callId, action, requestId } = event;
      const next = {
        ...state,
        pending: new Map(state.pending).set(requestId, { callId, action }),
        refusal: null,
      };
      if (action === 'Accepted') return { ...next, accepted: new Set([...state.accepted, callId]) };
      if (action === 'NFC') return { ...next, arrived: new Set([...state.arrived, callId]) };
      return next;
    }
    case 'dismiss':
      return { ...state, refusal: null };
  }
}
