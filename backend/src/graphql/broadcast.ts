// Broadcast subscriptions (ARCHITECTURE §3, §6): a subscription whose result does not depend on who listens
// (callsChanged) is executed once per change and serialised once per change, however many displays listen.
// Measured before this existed: graphql-ws executing per subscriber took p99 575 ms for 200 displays against
// 147 ms shared, and its per-subscriber JSON.stringify of the same list took 37 % of the server's CPU
// (bench/press-to-display.ts).
//
// Execution: subscribers of the same operation (same document, variables and system) join one group. Each
// newcomer is still authorized through the normal path (policy wrapper, system access): its own subscribe()
// runs once and, when it succeeds, its private stream is dropped and it joins the group, whose one source
// stream feeds every member. A newcomer receives the group's latest result at once: for a full-list
// subscription that is the current state.
//
// Serialisation: graphql-ws stringifies `{id, type: 'next', payload}` for every subscriber itself, so onNext
// hands it a tiny placeholder payload, and each socket's send swaps the placeholder for the result's JSON,
// built once and kept with the result object.
import { Kind } from 'graphql';
import type { DocumentNode, ExecutionArgs, ExecutionResult, OperationDefinitionNode } from 'graphql';
import type { WebSocket } from 'ws';
import { createPushIterator, type PushIterator } from '../platform/push-iterator.ts';

/** Root fields whose result is the same for every subscriber. Add a field only if that holds for it. */
const BROADCAST_FIELDS = new Set(['callsChanged']);

type Result = ExecutionResult;
type SubscribeResult = AsyncIterable<Result> | Result;
export type Subscribe = (args: ExecutionArgs) => SubscribeResult | Promise<SubscribeResult>;

interface Group {
  members: Set<PushIterator<Result>>;
  last: Result | undefined;
  source: AsyncIterator<Result>;
}

// The placeholder is a valid result ({ extensions: { __cs_broadcast: token } }), so graphql-ws takes it as one.
const KEY = '__cs_broadcast';
const MARK = `{"extensions":{"${KEY}":`;
/** Placeholders alive at once; a placeholder is expanded a microtask after onNext made it. */
const PLACEHOLDER_CAP = 512;

const isStream = (value: SubscribeResult): value is AsyncIterable<Result> =>
  typeof (value as AsyncIterable<Result>)[Symbol.asyncIterator] === 'function';

/** The group key of an operation that selects only broadcast root fields, or null. */
export function broadcastKey(
  document: DocumentNode,
  operationName: string | null | undefined,
  systemId: number,
  variables: unknown,
  query: string,
): string | null {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.operation !== 'subscription') return null;
  const shareable = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && BROADCAST_FIELDS.has(s.name.value),
  );
  return shareable ? JSON.stringify([systemId, operationName ?? null, query, variables ?? null]) : null;
}

export function createBroadcast() {
  const groups = new Map<string, Group>();
  const jsonOf = new WeakMap<object, { token: number; json: string }>();
  const byToken = new Map<number, string>();
  let nextToken = 0;

  const leave = (key: string, group: Group, member: PushIterator<Result>) => {
    group.members.delete(member);
    if (group.members.size > 0 || groups.get(key) !== group) return;
    groups.delete(key);
    void group.source.return?.();
  };

  const join = (key: string, group: Group): AsyncIterableIterator<Result> => {
    const member: PushIterator<Result> = createPushIterator<Result>(() => leave(key, group, member));
    group.members.add(member);
    if (group.last) member.push(group.last);
    return member;
  };

  const pump = async (key: string, group: Group) => {
    try {
      for (let next = await group.source.next(); !next.done; next = await group.source.next()) {
        group.last = next.value;
        for (const member of group.members) member.push(next.value);
      }
    } finally {
      if (groups.get(key) === group) groups.delete(key);
      for (const member of group.members) member.end();
    }
  };

  const expand = (data: string): string => {
    const at = data.indexOf(MARK);
    if (at < 0 || data.length > 200) return data;
    const end = data.indexOf('}}', at);
    const json = byToken.get(Number(data.slice(at + MARK.length, end)));
    if (json === undefined) throw new Error('broadcast result expired before it was sent');
    return data.slice(0, at) + json + data.slice(end + 2);
  };

  return {
    /** Running broadcast executions (diagnostics and tests). */
    size: () => groups.size,

    /** graphql-ws' subscribe for an operation with a broadcastKey(): authorize, then join or start the group. */
    async subscribe(key: string, args: ExecutionArgs, subscribe: Subscribe): Promise<SubscribeResult> {
      const own = await subscribe(args);
      if (!isStream(own)) return own; // refused or failed: this subscriber gets its own errors
      const running = groups.get(key);
      if (running) {
        void (own as AsyncIterableIterator<Result>).return?.();
        return join(key, running);
      }
      const group: Group = { members: new Set(), last: undefined, source: own[Symbol.asyncIterator]() };
      groups.set(key, group);
      const first = join(key, group);
      void pump(key, group);
      return first;
    },

    /**
     * graphql-ws' onNext for a broadcast result: the placeholder payload, its JSON built on the first member's
     * message; undefined (graphql-ws' own serialisation) for results with errors.
     */
    placeholder(result: Result): Result | undefined {
      if (result.errors) return undefined;
      let entry = jsonOf.get(result);
      if (!entry) {
        entry = { token: ++nextToken, json: JSON.stringify(result) };
        jsonOf.set(result, entry);
      }
      if (!byToken.has(entry.token)) {
        byToken.set(entry.token, entry.json);
        if (byToken.size > PLACEHOLDER_CAP) byToken.delete(byToken.keys().next().value as number);
      }
      return { extensions: { [KEY]: entry.token } };
    },

    /** Routes a socket's text frames through the placeholder expansion. */
    attach(socket: Pick<WebSocket, 'send' | 'close'>): void {
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
