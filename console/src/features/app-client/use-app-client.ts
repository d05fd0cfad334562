// The /app client's behaviour (docs/protocols.md §7): greets the gateway on every connection (Hello with the
// stored secret, else Pair), keeps what Paired and LoggedIn say in the storage partition, reports each call it
// shows as opened (Delivery), and sends the nurse's actions. The demo's clients (spec 02 §7 demoClient,
// demoUser) fetch their phone's pairing token from the demo REST and log in as their demo user by themselves.
import type { AppAction, AppServerMessage } from '@cs/contracts/app';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ConsoleClock } from '../../platform/clock.ts';
import { AppLink, appSocketUrl, type SocketFactory } from './app-link.ts';
import { watchCharging } from './battery.ts';
import { appReducer, initialState, type AppClientState } from './app-state.ts';
import { readArrived, readPhone, writeArrived, writePhone, type AppParams } from './app-storage.ts';

/** The demo seed's app users log in with their name as password (backend/src/seed/demo-app.ts). */
const demoPassword = (user: string) => user;

export interface AppClientDeps {
  clock: ConsoleClock;
  params: AppParams;
  /** the demo phone's pairing token (demo REST), for demoClient */
  demoToken: (clientId: number) => Promise<string>;
  /** the pairing token of the link the page was opened with (the QR code's …/app#pair=…): an unpaired phone pairs */
  linkToken?: string | null;
  socket?: SocketFactory;
  url?: string;
}

export interface AppClient {
  state: AppClientState;
  pair(token: string): boolean;
  login(user: string, password: string): boolean;
  logout(): boolean;
  act(callId: string, action: AppAction): boolean;
  dismiss(): void;
}

export function useAppClient(deps: AppClientDeps): AppClient {
  const { clock, params, demoToken } = deps;
  const [state, dispatch] = useReducer(appReducer, undefined, () => {
    const stored = readPhone(params.partition);
    return initialState(stored?.clientId ?? null, stored?.user ?? null, readArrived(params.partition));
  });
  // 'I am there' outlives a reload of the page (the demo's tabs mount their frames anew).
  useEffect(() => writeArrived(params.partition, state.arrived), [params.partition, state.arrived]);
  const linkRef = useRef<AppLink | null>(null);
  const opened = useRef(new Set<string>());
  const url = deps.url ?? appSocketUrl(window.location);
  const socket = deps.socket;
  // Used once: a reconnect later must not pair again with a code the server has forgotten.
  const linkToken = useRef(deps.linkToken ?? null);

  useEffect(() => {
    const send: AppLink['send'] = (m) => linkRef.current?.send(m) ?? false;
    const pairDemo = () => {
      if (params.demoClient === null) return dispatch({ type: 'needsPairing' });
      demoToken(params.demoClient).then(
        (token) => send({ type: 'Pair', token, permissions: [] }),
        (error: unknown) => (console.warn('demo pairing token', error), dispatch({ type: 'needsPairing' })),
      );
    };
    const greet = () => {
      const stored = readPhone(params.partition);
      if (!stored && linkToken.current) {
        const token = linkToken.current;
        linkToken.current = null;
        return send({ type: 'Pair', token, permissions: [] });
      }
      if (!stored) return pairDemo();
      dispatch({ type: 'hello', clientId: stored.clientId, user: stored.user });
      send({ type: 'Hello', client_id: stored.clientId, secret: stored.secret });
    };
    const showOpened = (callIds: string[]) => {
      for (const id of callIds) {
        if (opened.current.has(id)) continue;
        opened.current.add(id);
        send({ type: 'Delivery', call_id: id, state: 'opened' });
      }
    };
    const onMessage = (message: AppServerMessage) => {
      dispatch({ type: 'server', message });
      const stored = readPhone(params.partition);
      switch (message.type) {
        case 'Paired':
          return writePhone(params.partition, {
            clientId: message.client_id,
            secret: message.secret,
            user: null,
          });
        case 'Welcome':
          // who is logged in is the server's word: the phone keeps it (also when its own record was lost)
          if (stored && message.user !== null && message.display_name)
            writePhone(params.partition, {
              ...stored,
              user: { user: message.user, display_name: message.display_name, group: message.group ?? '' },
            });
          if (message.user === null && stored) writePhone(params.partition, { ...stored, user: null });
          if (message.user === null && params.demoUser)
            send({ type: 'Login', user: params.demoUser, password: demoPassword(params.demoUser) });
          return;
        case 'LoggedIn':
          if (stored) writePhone(params.partition, { ...stored, user: message });
          return;
        case 'LoggedOut':
          if (stored) writePhone(params.partition, { ...stored, user: null });
          return;
        case 'Calls':
          return showOpened(message.calls.map((c) => c.id));
        case 'Call':
          // Sound is the phone's; the browser may at least vibrate (where it allows it).
          if (message.call.offer !== 'resent') navigator.vibrate?.(200);
          return showOpened([message.call.id]);
        case 'Refused':
          if (message.key !== 'unknown_client') return;
          // The secret is no longer valid (the phone was paired again elsewhere): pair anew.
          writePhone(params.partition, null);
          return pairDemo();
      }
    };
    // Spec 02 §3 logout_on_charge: the phone reports being put on (or off) its charger, where the browser tells.
    const battery = watchCharging((level, charging) => send({ type: 'Battery', level, charging }));
    const link = new AppLink(
      url,
      clock,
      { state: (s) => dispatch({ type: 'link', state: s }), open: greet, message: onMessage },
      socket,
    );
    linkRef.current = link;
    link.start();
    return () => {
      battery();
      link.stop();
      linkRef.current = null;
    };
  }, [clock, params, demoToken, url, socket]);

  const send = useCallback<AppLink['send']>((m) => linkRef.current?.send(m) ?? false, []);
  const requests = useRef(0);
  return useMemo(
    () => ({
      state,
      pair: (token) => send({ type: 'Pair', token: token.trim(), permissions: [] }),
      login: (user, password) => send({ type: 'Login', user: user.trim(), password }),
      logout: () => send({ type: 'Logout' }),
      act: (callId, action) => {
        // numbered, so a refusal takes back this action and not another one still in flight
        const requestId = ++requests.current;
        const sent = send({ type: 'Action', call_id: callId, action, request_id: requestId });
        if (sent) dispatch({ type: 'sent', callId, action, requestId });
        return sent;
      },
      dismiss: () => dispatch({ type: 'dismiss' }),
    }),
    [state, send],
  );
}
