// A signed-in socket keeps its session alive like HTTP requests do.
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Services } from '../context.ts';
import { parseCookies, SESSION_COOKIE } from '../auth/request-state.ts';

/** Touching the session more often than this buys nothing (session-service.ts touches at most once a minute). */
const SOCKET_TOUCH_MS = 60_000;

/**
 * Idle expiry counts activity on the socket too: every message the client sends (subscribe,
 * complete, the console's keep-alive ping) keeps its session alive, as an HTTP request does. So a signed-in
 * wall display stays signed in while it is open; a session with nothing open expires after the idle time.
 */
export function keepSessionAlive(socket: WebSocket, request: IncomingMessage, services: Services): void {
  const token = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
  if (!token) return;
  let touchedAt = -Infinity;
  socket.on('message', () => {
    const now = services.clock.now();
    if (now - touchedAt < SOCKET_TOUCH_MS) return;
    touchedAt = now;
    services.sessions.resolve(token);
  });
}
