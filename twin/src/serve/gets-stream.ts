import type { Socket } from 'node:net';
import { getsHello, type GetsServerLine, type GetsStreamEvent } from '@cs/contracts/gets';
import type { TwinSystem } from '../system.ts';
import { GARBAGE_JSON, lineSplitter } from './http-util.ts';

/** Server heartbeat on an idle stream; clients treat 3 missed heartbeats as a dead link. */
export const HEARTBEAT_MS = 10_000;
/** The client must say hello this soon after connecting. */
export const HELLO_TIMEOUT_MS = 5_000;

/**
 * One event-stream connection (docs/protocols.md §3): hello with credentials, then a
 * snapshot of open calls and devices, then every Gets event with its sequence number.
 */
export function runGetsStream(
  system: TwinSystem,
  socket: Socket,
  first: Buffer,
  /** what is left of the hello window since the connect */
  helloMs: number,
  register: (close: (reason: string) => void) => () => void,
): void {
  const clock = system.clock;
  let unsubscribe: (() => void) | null = null;
  let heartbeat: unknown = null;
  let closed = false;

  const write = (message: GetsServerLine) => {
    const { garbage, slowMs } = system.gets().faults;
    const line = (garbage ? GARBAGE_JSON : JSON.stringify(message)) + '\n';
    const send = () => {
      if (!socket.destroyed) socket.write(line);
    };
    if (slowMs > 0) clock.setTimeout(send, slowMs);
    else send();
  };
  const close = (reason: string, message?: GetsServerLine) => {
    if (closed) return;
    closed = true;
    unsubscribe?.();
    if (heartbeat !== null) clock.clearTimeout(heartbeat);
    clock.clearTimeout(helloTimer);
    deregister();
    if (message && !socket.destroyed) socket.end(JSON.stringify(message) + '\n');
    else socket.destroy();
    void reason;
  };
  const deregister = register((reason) =>
    close(
      reason,
      reason === 'restart'
        ? { type: 'bye', reason: 'restart' }
        : reason === 'unauthorized'
          ? { type: 'error', code: 'unauthorized' }
          : undefined,
    ),
  );
  const helloTimer = clock.setTimeout(
    () => close('timeout', { type: 'error', code: 'hello_timeout' }),
    helloMs,
  );
  const beat = () => {
    heartbeat = clock.setTimeout(() => {
      write({ type: 'heartbeat', seq: system.gets().seq, at: new Date(clock.now()).toISOString() });
      beat();
    }, HEARTBEAT_MS);
  };

  let greeted = false;
  const onLine = (line: string) => {
    if (greeted) return; // nothing else is expected from the client; ignore
    greeted = true;
    clock.clearTimeout(helloTimer);
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return close('bad', { type: 'error', code: 'bad_request', message: 'first line must be a JSON hello' });
    }
    const parsed = getsHello.safeParse(json);
    if (!parsed.success)
      return close('bad', { type: 'error', code: 'bad_request', message: 'first line must be a hello' });
    const hello = parsed.data;
    const c = system.ward.configurator;
    if (system.gets().faults.unauthorized || hello.username !== c.username || hello.password !== c.password) {
      return close('unauthorized', { type: 'error', code: 'unauthorized' });
    }
    const g = system.gets();
    write({
      type: 'snapshot',
      seq: g.seq,
      at: new Date(clock.now()).toISOString(),
      version: g.version,
      calls: g.calls,
      devices: Object.values(g.devices),
    });
    unsubscribe = system.subscribe((e) => {
      if (e.source === 'gets') write(e.event satisfies GetsStreamEvent);
    });
    beat();
  };
  const split = lineSplitter(onLine);
  socket.on('data', split);
  socket.on('close', () => close('closed'));
  socket.on('error', () => close('error'));
  split(first);
}
