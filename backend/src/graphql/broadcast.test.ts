// broadcast.ts over the real server (ARCHITECTURE §6: subscriptions "are executed once per change, not once per
// subscriber"; serialised once per change): embedded twin -> CallService -> graphql-ws -> raw socket frames.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collect, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { createBroadcast } from './broadcast.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
});
afterAll(() => server.close());

const CALLS_CHANGED =
  'subscription { callsChanged { system_id sequence calls { id number device_text_long } } }';
type Change = { sequence: number; calls: Array<{ number: number }> };
const changeOf = (r: { data?: unknown }) => (r.data as { callsChanged: Change }).callsChanged;

/** A display whose socket keeps every text frame exactly as the server sent it. */
function display(): { client: Client; frames: string[] } {
  const frames: string[] = [];
  class RecordingSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      this.on('message', (data) => frames.push(String(data)));
    }
  }
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/ws/backend`,
    webSocketImpl: RecordingSocket,
    connectionParams: { 'X-CS-System': '01', 'Accept-Language': 'de' },
    retryAttempts: 0,
    lazy: true,
  });
  return { client, frames };
}

/** The payload text of each `next` frame, as sent. */
const payloads = (frames: readonly string[]) =>
  frames
    .filter((f) => f.includes('"type":"next"'))
    .map((f) => f.slice(f.indexOf('"payload":') + '"payload":'.length, -1));

/** JSON.stringify calls that serialise a callsChanged result (alone or inside a graphql-ws message). */
function countSerialisations(stringify: { mock: { calls: unknown[][] } }) {
  return stringify.mock.calls.filter(([value]) => {
    const v = value as { data?: { callsChanged?: unknown }; payload?: { data?: { callsChanged?: unknown } } };
    return !!(v?.data?.callsChanged ?? v?.payload?.data?.callsChanged);
  }).length;
}

describe('broadcast subscriptions (ARCHITECTURE §3, §6; bench/press-to-display.ts)', () => {
  it('five displays: one source stream, one serialisation per change, byte-identical frames, the late one gets the current list', async () => {
    server.services.demo!.closeAllCalls(1);
    const calls = server.services.calls.system(1)!;
    await waitFor(() => calls.openCalls().length === 0, 'no open calls');
    // the app gateway listens to the call service all the time (modules/app-gateway); the displays add to it
    const others = calls.subscriberCount;
    const displays = Array.from({ length: 5 }, display);
    try {
      const subs = displays.map((d) => collect(d.client, CALLS_CHANGED));
      await Promise.all(subs.map((s) => s.next(1)));
      // every display was authorized with its own subscribe(), but only one listens to the call service
      expect(calls.subscriberCount).toBe(others + 1);

      const stringify = vi.spyOn(JSON, 'stringify');
      try {
        server.services.demo!.press(1, 23, 'alert');
        await Promise.all(subs.map((s) => s.next(2)));
        expect(countSerialisations(stringify)).toBe(1);
      } finally {
        stringify.mockRestore();
      }
      const sent = displays.map((d) => payloads(d.frames).at(-1));
      expect(new Set(sent).size).toBe(1);
      expect(JSON.parse(sent[0]!)).toEqual(subs[0]!.results[1]);
      expect(changeOf(subs[0]!.results[1]!).calls.map((c) => c.number)).toEqual([23]);
      expect(displays.flatMap((d) => d.frames).some((f) => f.includes('__cs_broadcast'))).toBe(false);

      const late = display();
      displays.push(late);
      const lateSub = collect(late.client, CALLS_CHANGED);
      expect(changeOf((await lateSub.next(1))[0]!)).toEqual(changeOf(subs[0]!.results[1]!));
      expect(calls.subscriberCount).toBe(others + 1);
    } finally {
      await Promise.all(displays.map((d) => d.client.dispose()));
    }
    await waitFor(() => calls.subscriberCount === others, 'the source stream stopped with its last display');
  });

  it('a refused subscriber gets its own error and joins nothing', async () => {
    const others = server.services.calls.system(1)!.subscriberCount;
    const { client } = display();
    try {
      const refused = collect(client, 'subscription { callsChanged(override_system: 9) { sequence } }');
      await refused.done();
      expect(refused.results[0]?.errors?.[0]?.extensions?.code).toBe('SYSTEM_UNAVAILABLE');
      expect(server.services.calls.system(1)!.subscriberCount).toBe(others);
    } finally {
      await client.dispose();
    }
  });

  it('never sends a placeholder: one that expired closes the socket (the display resubscribes for the full list)', () => {
    const broadcast = createBroadcast();
    const sent: unknown[] = [];
    const socket = {
      send: (data: unknown, cb?: () => void) => (sent.push(data), cb?.()),
      close: vi.fn(),
    } as Pick<WebSocket, 'send' | 'close'>;
    broadcast.attach(socket);
    const done = vi.fn();
    socket.send(
      JSON.stringify({ id: '1', type: 'next', payload: { extensions: { __cs_broadcast: 9e6 } } }),
      done,
    );
    expect(sent).toEqual([]);
    expect(socket.close).toHaveBeenCalledWith(1011, 'internal error');
    expect(done).toHaveBeenCalled();
  });
});
