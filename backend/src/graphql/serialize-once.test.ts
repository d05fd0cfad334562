// serialize-once.ts: a shared result is serialised once, and every subscriber's message carries it whole.
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createSerializeOnce } from './serialize-once.ts';

const message = (id: string, payload: unknown) => JSON.stringify({ id, type: 'next', payload });

describe('serialize once (bench/press-to-display, issue 7)', () => {
  it('expands the placeholder to exactly what graphql-ws would have sent, building the JSON once', () => {
    const s = createSerializeOnce();
    const result = {
      data: { callsChanged: { sequence: 7, calls: [{ id: 1, device_text_long: 'Zimmer "101" {x}' }] } },
    };
    const stringify = vi.spyOn(JSON, 'stringify');
    const a = s.placeholder(result)!;
    const b = s.placeholder(result)!;
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(a).toEqual(b);
    for (const id of ['1', '2f0c-uuid']) expect(s.expand(message(id, a))).toBe(message(id, result));
  });

  it('leaves other messages alone and lets graphql-ws serialise results with errors itself', () => {
    const s = createSerializeOnce();
    expect(s.placeholder({ errors: [] as never })).toBeUndefined();
    const other = message('1', { data: { note: '{"__cs_shared":1}' } });
    expect(s.expand(other)).toBe(other);
  });

  it('a socket sends the expanded text; an expired placeholder closes the socket instead of sending it', () => {
    const s = createSerializeOnce();
    const sent: unknown[] = [];
    const socket = {
      send: (data: unknown, cb?: () => void) => (sent.push(data), cb?.()),
      close: vi.fn(),
    } as unknown as WebSocket;
    s.attach(socket);
    const result = { data: { x: 1 } };
    socket.send(message('1', s.placeholder(result)));
    expect(sent).toEqual([message('1', result)]);
    const done = vi.fn();
    socket.send(message('1', { __cs_shared: 999_999 }), done);
    expect(sent).toHaveLength(1);
    expect(socket.close).toHaveBeenCalledWith(1011, 'internal error');
    expect(done).toHaveBeenCalled();
  });
});
