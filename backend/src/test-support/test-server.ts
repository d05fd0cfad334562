// Test harness: a real server on a random port with a temp data dir and a manual clock, plus small
// HTTP and WebSocket clients. Seeded passwords are hashed once per test file (scrypt is slow on purpose).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import type { Client, ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../auth/password.ts';
import { SimulatedClock } from '@cs/contracts/clock';
import { createServer } from '../server.ts';
import type { RunningServer } from '../server.ts';
import type { ServerOptions } from '../server-options.ts';

const hashes = new Map<string, Promise<string>>();
const memoHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** Short gateway timing, so reconnects in tests take milliseconds (the manual clock still drives them). */
export const TEST_GATEWAYS = { backoff: { initialMs: 20, maxMs: 200 }, requestTimeoutMs: 2_000 };

export interface TestServer extends RunningServer {
  clock: SimulatedClock;
  dataDir: string;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  // A test that restarts the backend on its data folder brings the folder (and removes it itself).
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cs-backend-'));
  // a test may bring its own simulated clock (a walk from another date); by default Monday 06.01.2025 09:00 in Zurich
  const clock =
    options.clock instanceof SimulatedClock
      ? options.clock
      : new SimulatedClock(Date.UTC(2025, 0, 6, 8, 0, 0));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clock,
    staticDir: null,
    hardened: true,
    seedPasswordHash: memoHash,
    // The tests sign in with the demo logins, also without the twin (a real start seeds one admin only).
    seed: 'demo',
    restartAnnounceAgainMs: null,
    gateways: TEST_GATEWAYS,
    ...options,
  });
  return {
    ...server,
    clock,
    dataDir,
    close: async () => {
      await server.close();
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  cookie?: string;
  system?: string;
  lang?: string;
  headers?: Record<string, string>;
}

function headersOf(o: CallOptions): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(o.cookie ? { cookie: o.cookie } : {}),
    ...(o.system ? { 'x-cs-system': o.system } : {}),
    ...(o.lang ? { 'accept-language': o.lang } : {}),
    ...o.headers,
  };
}

export interface GqlResponse {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

export async function gql(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  o: CallOptions = {},
): Promise<GqlResponse> {
  const res = await fetch(`${server.url}/backend/query`, {
    method: 'POST',
    headers: headersOf(o),
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResponse['body'] };
}

export interface LoginResponse {
  status: number;
  headers: Headers;
  cookie: string | undefined;
  body: {
    ok: boolean;
    user: { id: number; name: string } | null;
    require_password_change: boolean;
    errors: Array<{ field: string; message: string }>;
  };
}

export async function login(
  server: RunningServer,
  username: string,
  password: string,
  o: CallOptions = {},
): Promise<LoginResponse> {
  const res = await fetch(`${server.url}/backend/login`, {
    method: 'POST',
    headers: headersOf(o),
    body: JSON.stringify({ username, password }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = /cs_session=([^;]*)/.exec(setCookie)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    cookie: cookie ? `cs_session=${cookie}` : undefined,
    body: (await res.json()) as LoginResponse['body'],
  };
}

export async function logout(server: RunningServer, cookie: string) {
  const res = await fetch(`${server.url}/backend/logout`, {
    method: 'POST',
    headers: headersOf({ cookie }),
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean } };
}

export function wsClient(
  server: RunningServer,
  o: { cookie?: string; origin?: string; system?: string; lang?: string } = {},
): Client {
  const headers = { ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.origin ? { origin: o.origin } : {}) };
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${server.url.replace('http', 'ws')}/ws/backend`,
    webSocketImpl: HeaderSocket,
    connectionParams: { 'X-CS-System': o.system ?? '01', 'Accept-Language': o.lang ?? 'de' },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects a subscription's results; `next(n)` waits until n results arrived. */
export function collect(client: Client, query: string) {
  const results: ExecutionResult[] = [];
  const waiters: Array<() => void> = [];
  let completed = false;
  let failure: unknown;
  const wake = () => waiters.splice(0).forEach((w) => w());
  const unsubscribe = client.subscribe(
    { query },
    {
      next: (r) => {
        results.push(r as ExecutionResult);
        wake();
      },
      error: (e) => {
        failure = e;
        completed = true;
        wake();
      },
      complete: () => {
        completed = true;
        wake();
      },
    },
  );
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    results,
    unsubscribe,
    get completed() {
      return completed;
    },
    get failure() {
      return failure;
    },
    next: (count: number) =>
      until(() => results.length >= count || completed, `${count} results`).then(() => results),
    done: () => until(() => completed, 'completion'),
  };
}
