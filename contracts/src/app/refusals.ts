// The keys a `Refused` frame carries (docs/protocols.md §7), each with the frame it answers and why: the one list
// of them. The gateway refuses only with these (its `refuse` takes a RefusalKey); the protocol document's table is
// generated from it (scripts/app-protocol-tables.ts). On the wire `key` stays a string: a phone shows a key it does
// not know as a refusal all the same.
export const REFUSALS = {
  invalid: 'any frame that is not JSON, of an unknown `type` or breaking its schema',
  not_paired: 'any frame but `Pair` and `Hello` before the phone said who it is',
  unknown_token: '`Pair`: no client has this pairing code (wrong, used, or a code of another installation)',
  token_expired:
    '`Pair`: the code is older than `CS_PAIRING_TOKEN_HOURS`; app management shows it expired and makes a new one',
  too_many_pairing_attempts:
    '`Pair`: too many failed pairings from this connection or address; answered unread until the wait is over',
  license_limit_reached: '`Pair`: the licence’s `app_clients` are all paired',
  unknown_client:
    '`Hello`: no paired client with this id and secret; also sent unasked when app management unpairs the phone, whose connection then closes (4001)',
  too_many_attempts: '`Login`: too many failed logins on this phone; wait',
  login_failed: '`Login`: no app user of that name, or the wrong password',
  logout_disabled: '`Logout`: the app setting `logout_disabled` is on',
  not_logged_in: '`Action`: nobody is logged in on this phone',
  call_closed: '`Action`: the call is closed (or never was)',
  not_offered: '`Action`: the call is not on this user’s phone (never offered, rejected, or taken elsewhere)',
  reject_only: '`Action` `Accepted`: the user’s group may only reject (RejectOnly); `may_accept` was false',
  already_accepted: '`Action` `Accepted`: someone else accepted the call first',
  already_yours: '`Action` `Accepted`: she has accepted it already',
  not_yours: '`Action` `Released`: she is not the one who accepted it',
} as const;

export type RefusalKey = keyof typeof REFUSALS;
export const REFUSAL_KEYS = Object.keys(REFUSALS) as RefusalKey[];
