// One phone's connection to the app gateway (app-gateway.ts): who it is once paired and logged in, and how it is
// answered. The transport (app-socket.ts) opens and closes it.
import type { AppServerMessage, RefusalKey } from '@cs/contracts/app';
import type { AppUserRecord } from '../../store/config-types.ts';

export interface AppSession {
  /** the connection's number since the server started */
  id: number;
  /** the phone's address (trusted proxies taken into account), for the pairing backoff and the audit */
  address: string | null;
  send(message: AppServerMessage): void;
  /** ends the connection (the transport's close) */
  close?: () => void;
  clientId: number | null;
  systemId: number | null;
  user: AppUserRecord | null;
  refused: number;
  /** the team view this phone was sent last (JSON), so only a change is sent again */
  team?: string;
}

/**
 * A message the gateway will not act on: the phone hears why, how many it has had refused and, when the frame
 * carried one, its request id (docs/protocols.md §7), so it knows which of its frames in flight this answers.
 */
export function refuse(session: AppSession, key: RefusalKey, requestId?: number): void {
  session.refused += 1;
  session.send({
    type: 'Refused',
    key,
    refused: session.refused,
    ...(requestId === undefined ? {} : { request_id: requestId }),
  });
}
