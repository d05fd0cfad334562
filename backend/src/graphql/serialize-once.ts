// Serialise a shared subscription result once per change, not once per subscriber (bench/press-to-display,
// issue 7: at 200 displays graphql-ws' per-subscriber JSON.stringify of the same callsChanged list took 37% of
// the server's CPU and capped the push rate). graphql-ws always stringifies `{id, type: 'next', payload}` itself,
// so its onNext hook hands it a tiny placeholder payload instead, and the socket's send swaps the placeholder
// for the result's JSON, which is built once and kept with the result object.
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

const KEY = '__cs_shared';
const MARK = `{"${KEY}":`;
/** Placeholders alive at once; a placeholder is expanded a microtask after onNext made it. */
const CAP = 512;

export function createSerializeOnce() {
  const byResult = new WeakMap<object, { token: number; json: string }>();
  const byToken = new Map<number, string>();
  let next = 0;

  const expand = (data: string): string => {
    const at = data.indexOf(MARK);
    if (at < 0 || data.length > 200) return data;
    const end = data.indexOf('}', at);
    const token = Number(data.slice(at + MARK.length, end));
    const json = byToken.get(token);
    if (json === undefined) throw new Error(`shared subscription result ${token} expired before it was sent`);
    return data.slice(0, at) + json + data.slice(end + 1);
  };

  return {
    /**
     * onNext: the placeholder payload for a result every member of a shared group receives as the same
     * object; undefined (graphql-ws' own serialisation) for results with errors.
     */
    placeholder(result: ExecutionResult): Record<string, number> | undefined {
      if (result.errors) return undefined;
      let entry = byResult.get(result);
      if (!entry) {
        entry = { token: ++next, json: JSON.stringify(result) };
        byResult.set(result, entry);
      }
      if (!byToken.has(entry.token)) {
        byToken.set(entry.token, entry.json);
        if (byToken.size > CAP) byToken.delete(byToken.keys().next().value as number);
      }
      return { [KEY]: entry.token };
    },

    /** The message as graphql-ws serialised it, with a placeholder payload replaced by the result's JSON. */
    expand,

    /** Routes a socket's text frames through expand(). */
    attach(socket: WebSocket): void {
      const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
      socket.send = ((data: unknown, ...rest: unknown[]) => {
        if (typeof data !== 'string') return send(data, ...rest);
        let text: string;
        try {
          text = expand(data);
        } catch {
          // Never send a placeholder: the client reconnects and gets the full current state on subscribe.
          socket.close(1011, 'internal error');
          const callback = rest.find((r) => typeof r === 'function') as ((error?: Error) => void) | undefined;
          return callback?.();
        }
        return send(text, ...rest);
      }) as WebSocket['send'];
    },
  };
}
