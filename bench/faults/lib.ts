// Shared pieces of the fault harness: the backend as a child process (so it can be killed with
// SIGKILL), a GraphQL/REST client over loopback, a TCP proxy that can cut and restore its connections,
// and small statistics helpers. Loopback only; every process started here is killed by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
export const fmt = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-').padStart(8);
export function summary(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  return `${String(s.length).padStart(6)} ${fmt(quantile(s, 0.5))} ${fmt(quantile(s, 0.9))} ${fmt(quantile(s, 0.99))} ${fmt(s.at(-1) ?? NaN)}`;
}

/** The product (main.ts, embedded twin on) in a child process on a fixed loopback port. */
export class BackendProcess {
  child: ChildProcess | null = null;
  output = '';
  readyAt = 0;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts and resolves once it prints its ready line (or rejects after timeoutMs). */
  async start(timeoutMs = 30_000): Promise<number> {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        CS_DATA_DIR: this.dataDir,
        CS_TWIN: 'on',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`backend not ready within ${timeoutMs} ms:\n${this.output.slice(-2000)}`)),
        timeoutMs,
      );
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.length > 100_000) this.output = this.output.slice(-50_000);
        if (this.output.includes('care-call console ready at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(`backend exited (${code ?? signal}) before it was ready:\n${this.output.slice(-2000)}`),
        );
      });
    });
    await ready;
    this.readyAt = performance.now();
    return this.readyAt - t0;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9 and wait for the exit. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  /** SIGTERM (graceful close), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The demo REST answer; errors carry code STORAGE_FAILED when the disk refused the audit row. */
export interface RestBody {
  ok?: boolean;
  errors?: { field?: string; code?: string; message: string }[];
}

/** A tiny HTTP client for one backend: a session cookie, GraphQL POST, demo REST. */
export class ApiClient {
  cookie = '';
  constructor(public baseUrl: string) {}

  async login(username = 'admin', password = 'admin'): Promise<void> {
    const res = await fetch(`${this.baseUrl}/backend/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const cookie = res.headers.get('set-cookie');
    if (!res.ok || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    this.cookie = cookie.split(';')[0]!;
  }

  async gql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    timeoutMs = 10_000,
  ): Promise<{ status: number; body: GqlResult<T> }> {
    const res = await fetch(`${this.baseUrl}/backend/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cs-system': '01', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: (await res.json()) as GqlResult<T> };
  }

  async rest(route: string, body: unknown, timeoutMs = 10_000): Promise<{ status: number; body: RestBody }> {
    const res = await fetch(`${this.baseUrl}/backend${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cs-system': '01', cookie: this.cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as RestBody };
    } catch {
      return { status: res.status, body: {} };
    }
  }
}

export const PROFILE_FIELDS = 'id name';
export const CREATE_PROFILE = `mutation ($input: CreateDisplayProfileInput!) { createDisplayProfile(input: $input) { ${PROFILE_FIELDS} } }`;
export const UPDATE_PROFILE = `mutation ($input: UpdateDisplayProfileInput!) { updateDisplayProfile(input: $input) { ${PROFILE_FIELDS} } }`;
export const LIST_PROFILES = `{ displayProfiles { ${PROFILE_FIELDS} } }`;
export const profileInput = (name: string) => ({
  name,
  locale: 'de',
  font_size: 'NORMAL',
  fullscreen: false,
  show_video_stream: false,
  show_presences: true,
  settings: [{ enabled: true, system_id: 1, weekday_schedule_id: 255, weekend_schedule_id: 255 }],
});
export const CREATE_SCHEDULE = `mutation ($input: AdminScheduleInput!) { createSchedule(input: $input) { id name } }`;
export const UPDATE_SCHEDULE = `mutation ($input: AdminScheduleInput!) { updateSchedule(input: $input) { id name } }`;

/**
 * A TCP proxy in front of one upstream port. cut() destroys every connection and refuses new ones
 * (accept, then destroy at once) until restore().
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private cutOff = false;
  port = 0;
  connections = 0;

  constructor(
    private readonly upstreamPort: number,
    private readonly upstreamHost = '127.0.0.1',
  ) {}

  async listen(port = 0): Promise<number> {
    const server = createTcpServer((client) => {
      if (this.cutOff) return void client.destroy();
      this.connections += 1;
      const upstream = connect(this.upstreamPort, this.upstreamHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as { port: number }).port;
    return this.port;
  }

  cut(): void {
    this.cutOff = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
