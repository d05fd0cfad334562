// The /app client's state from the gateway's messages (docs/protocols.md §7; spec 02 §3 app client, call actions).
import { describe, expect, it } from 'vitest';
import {
  appReducer,
  initialState,
  isMine,
  sortCalls,
  type AppClientState,
  type AppEvent,
} from './app-state.ts';
import { appCall } from './test-calls.ts';

const AT = '2026-11-26T09:00:00.000Z';
const run = (state: AppClientState, ...events: AppEvent[]) => events.reduce(appReducer, state);
const server = (message: Extract<AppEvent, { type: 'server' }>['message']): AppEvent => ({
  type: 'server',
  message,
});
const anna = { user: 'anna', display_name: 'Anna M.', group: 'Pflege WB 1' };
const loggedIn = () =>
  run(initialState(1, null), { type: 'link', state: 'online' }, server({ type: 'LoggedIn', ...anna }));

describe('app client state (docs/protocols.md §7)', () => {
  it('pairs, says hello, logs in: pairing -> hello -> login -> ready', () => {
    let s = initialState(null, null);
    expect(s.phase).toBe('pairing');
    s = run(s, server({ type: 'Paired', client_id: 2, secret: 'secret-123' }));
    expect(s).toMatchObject({ phase: 'hello', clientId: 2 });
    s = run(s, server({ type: 'Welcome', client_id: 2, user: null }));
    expect(s.phase).toBe('login');
    s = run(s, server({ type: 'LoggedIn', ...anna }));
    expect(s).toMatchObject({ phase: 'ready', user: anna });
  });

  it('keeps the team view the server sends (team_view_enabled); a logout forgets it', () => {
    const members = [
      { user: 'anna', display_name: 'Anna M.', logged_in: true, handling: [] },
      {
        user: 'ben',
        display_name: 'Ben K.',
        logged_in: true,
        handling: [{ call_id: '1-5-0', device_text: 'Zimmer 104', arrived: null }],
      },
    ];
    expect(loggedIn().team).toBeNull();
    const s = run(loggedIn(), server({ type: 'Team', members, at: AT }));
    expect(s.team).toEqual(members);
    expect(run(s, server({ type: 'LoggedOut' })).team).toBeNull();
  });

  it('logged out because the phone is charging (logout_on_charge): back to login, and it says why', () => {
    const s = run(loggedIn(), server({ type: 'LoggedOut', reason: 'charging' }));
    expect(s).toMatchObject({ phase: 'login', user: null, refusal: 'logged_out_charging' });
    expect(run(loggedIn(), server({ type: 'LoggedOut' }))).toMatchObject({ phase: 'login', refusal: null });
  });

  it('keeps the calls while the link is down, and the Calls list after Hello replaces them', () => {
    let s = run(loggedIn(), server({ type: 'Calls', calls: [appCall('a'), appCall('b')], at: AT }));
    s = run(s, { type: 'link', state: 'offline' });
    expect(s.calls.map((c) => c.id)).toEqual(['a', 'b']);
    s = run(
      s,
      { type: 'link', state: 'online' },
      server({ type: 'Welcome', client_id: 1, user: 'anna' }),
      server({ type: 'Calls', calls: [appCall('b')], at: AT }),
    );
    expect(s).toMatchObject({ phase: 'ready', user: anna });
    expect(s.calls.map((c) => c.id)).toEqual(['b']);
  });

  it('a Call is added or replaced (escalated, resent); CallRemoved takes it off', () => {
    let s = run(loggedIn(), server({ type: 'Call', call: appCall('a'), at: AT }));
    s = run(s, server({ type: 'Call', call: appCall('a', { offer: 'escalated' }), at: AT }));
    expect(s.calls).toEqual([appCall('a', { offer: 'escalated' })]);
    s = run(s, server({ type: 'CallRemoved', call_id: 'a', reason: 'accepted_elsewhere', at: AT }));
    expect(s.calls).toEqual([]);
  });

  it('Accepted is mine at once; a refusal (already_accepted) takes it back, already_yours keeps it', () => {
    const base = run(loggedIn(), server({ type: 'Call', call: appCall('a'), at: AT }));
    let s = run(base, { type: 'sent', callId: 'a', action: 'Accepted', requestId: 1 });
    expect(isMine(s, s.calls[0]!)).toBe(true);
    s = run(s, server({ type: 'Refused', key: 'already_accepted', refused: 1 }));
    expect(isMine(s, s.calls[0]!)).toBe(false);
    expect(s.refusal).toBe('already_accepted');
    s = run(base, { type: 'sent', callId: 'a', action: 'Accepted', requestId: 2 });
    s = run(s, server({ type: 'Refused', key: 'already_yours', refused: 1 }));
    expect(isMine(s, s.calls[0]!)).toBe(true);
    // 'I am there' the same way
    s = run(
      s,
      { type: 'sent', callId: 'a', action: 'NFC', requestId: 3 },
      server({ type: 'Refused', key: 'call_closed', refused: 2 }),
    );
    expect(s.arrived.has('a')).toBe(false);
  });

  it('two actions in flight: a refusal takes back the one its request id names, not the last one (§7 request ids)', () => {
    const base = run(
      loggedIn(),
      server({ type: 'Call', call: appCall('a'), at: AT }),
      server({ type: 'Call', call: appCall('b'), at: AT }),
    );
    let s = run(
      base,
      { type: 'sent', callId: 'a', action: 'Accepted', requestId: 7 },
      { type: 'sent', callId: 'b', action: 'Accepted', requestId: 8 },
      server({ type: 'Refused', key: 'already_accepted', refused: 1, request_id: 7 }),
    );
    expect([...s.accepted]).toEqual(['b']);
    expect(s.refusal).toBe('already_accepted');
    // a refusal of a frame that is no action (a Login, say) takes back nothing
    s = run(s, server({ type: 'Refused', key: 'login_failed', refused: 2, request_id: 99 }));
    expect([...s.accepted]).toEqual(['b']);
  });

  it('after a reconnect the server’s handled_by (display name or user name) says the call is mine', () => {
    const s = run(
      loggedIn(),
      server({
        type: 'Calls',
        calls: [appCall('a', { handled_by: 'Anna M.' }), appCall('b', { handled_by: 'Ben K.' })],
        at: AT,
      }),
    );
    expect(s.calls.map((c) => isMine(s, c))).toEqual([true, false]);
  });

  it('unknown_client forgets the pairing; not_logged_in asks for the login; LoggedOut empties the list', () => {
    const s = run(loggedIn(), server({ type: 'Calls', calls: [appCall('a')], at: AT }));
    expect(run(s, server({ type: 'Refused', key: 'unknown_client', refused: 1 }))).toMatchObject({
      phase: 'pairing',
      clientId: null,
      calls: [],
      link: 'online',
    });
    expect(run(s, server({ type: 'Refused', key: 'not_logged_in', refused: 1 })).phase).toBe('login');
    expect(run(s, server({ type: 'LoggedOut' }))).toMatchObject({ phase: 'login', user: null, calls: [] });
  });

  it('sorts emergency, urgent, normal, then the oldest first', () => {
    const calls = [
      appCall('n-new', { opened_at: '2026-11-26T09:05:00.000Z' }),
      appCall('u', { urgency: 'URGENT', opened_at: '2026-11-26T09:06:00.000Z' }),
      appCall('n-old', { opened_at: '2026-11-26T09:01:00.000Z' }),
      appCall('e', { urgency: 'EMERGENCY', opened_at: '2026-11-26T09:07:00.000Z' }),
    ];
    expect(sortCalls(calls).map((c) => c.id)).toEqual(['e', 'u', 'n-old', 'n-new']);
  });
});
