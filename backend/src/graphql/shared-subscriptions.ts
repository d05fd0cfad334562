// One execution per change, fanned out to every subscriber (ARCHITECTURE §3, §6; STACK.md measured
// graphql-ws executing per subscriber at p99 575 ms for 200 displays against 147 ms shared).
//
// Subscribers of the same viewer-independent operation (same document, variables and system) join one
// group. Each newcomer is still authorized through the normal path (policy wrapper, system access):
// its own subscribe() runs once and, when it succeeds, its private stream is dropped and it joins the
// group, which executes the selection set once per source event for all members. A newcomer receives
// the group's latest result at once, which for full-list subscriptions such as callsChanged is the
// current state.
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { createPushIterator, type PushIterator } from '../platform/push-iterator.ts';

type Result = ExecutionResult;
type SubscribeResult = AsyncIterable<Result> | Result;
type Subscribe = (args: ExecutionArgs) => SubscribeResult | Promise<SubscribeResult>;

interface Group {
  members: Set<PushIterator<Result>>;
  last: Result | undefined;
  source: AsyncIterator<Result>;
}

const isStream = (value: SubscribeResult): value is AsyncIterable<Result> =>
  typeof (value as AsyncIterable<Result>)[Symbol.asyncIterator] === 'function';

export function createSharedSubscriptions() {
  const groups = new Map<string, Group>();

  const leave = (key: string, group: Group, member: PushIterator<Result>) => {
    group.members.delete(member);
    if (group.members.size > 0 || groups.get(key) !== group) return;
    groups.delete(key);
    void group.source.return?.();
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

  const join = (key: string, group: Group): AsyncIterableIterator<Result> => {
    const member: PushIterator<Result> = createPushIterator<Result>(() => leave(key, group, member));
    group.members.add(member);
    if (group.last) member.push(group.last);
    return member;
  };

  return {
    /** Number of running shared executions (for tests and diagnostics). */
    size: () => groups.size,
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
  };
}
