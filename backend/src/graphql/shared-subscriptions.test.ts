// ARCHITECTURE §6: subscriptions "are executed once per change, not once per subscriber".
import { describe, expect, it } from 'vitest';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { GraphQLError } from 'graphql';
import { createPushIterator, type PushIterator } from '../platform/push-iterator.ts';
import { createSharedSubscriptions } from './shared-subscriptions.ts';

/** A fake enveloped subscribe: every call authorizes (or refuses) and opens a source stream. */
function fakeSubscribe(refuse = false) {
  const sources: PushIterator<ExecutionResult>[] = [];
  let closed = 0;
  const subscribe = () => {
    if (refuse) return { errors: [new GraphQLError('MISSING_AUTH')] };
    const source = createPushIterator<ExecutionResult>(() => closed++);
    sources.push(source);
    return source;
  };
  return { subscribe, sources, closed: () => closed };
}

const args = {} as ExecutionArgs;
const result = (sequence: number): ExecutionResult => ({ data: { callsChanged: { sequence } } });

async function take(stream: unknown, n: number): Promise<ExecutionResult[]> {
  const it = (stream as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator]();
  const out: ExecutionResult[] = [];
  for (let i = 0; i < n; i++) out.push((await it.next()).value as ExecutionResult);
  return out;
}

describe('shared subscription execution', () => {
  it('authorizes each subscriber, but keeps only one source stream running and fans its results out', async () => {
    const shared = createSharedSubscriptions();
    const fake = fakeSubscribe();
    const a = await shared.subscribe('k', args, fake.subscribe);
    const b = await shared.subscribe('k', args, fake.subscribe);
    // b's own stream was opened for authorization and closed again at once
    expect(fake.sources).toHaveLength(2);
    expect(fake.closed()).toBe(1);
    expect(shared.size()).toBe(1);

    fake.sources[0]!.push(result(1));
    fake.sources[0]!.push(result(2));
    expect(await take(a, 2)).toEqual([result(1), result(2)]);
    expect(await take(b, 2)).toEqual([result(1), result(2)]);
  });

  it('gives a late subscriber the latest result at once (the full current list)', async () => {
    const shared = createSharedSubscriptions();
    const fake = fakeSubscribe();
    const a = await shared.subscribe('k', args, fake.subscribe);
    fake.sources[0]!.push(result(7));
    await take(a, 1);
    const late = await shared.subscribe('k', args, fake.subscribe);
    expect(await take(late, 1)).toEqual([result(7)]);
  });

  it('returns a refused subscriber its own errors and does not join it', async () => {
    const shared = createSharedSubscriptions();
    const refused = await shared.subscribe('k', args, fakeSubscribe(true).subscribe);
    expect(refused).toMatchObject({ errors: [expect.any(GraphQLError)] });
    expect(shared.size()).toBe(0);
  });

  it('stops the source when the last subscriber leaves, and keeps different keys apart', async () => {
    const shared = createSharedSubscriptions();
    const fake = fakeSubscribe();
    const a = (await shared.subscribe(
      'system 1',
      args,
      fake.subscribe,
    )) as AsyncIterableIterator<ExecutionResult>;
    const b = (await shared.subscribe(
      'system 1',
      args,
      fake.subscribe,
    )) as AsyncIterableIterator<ExecutionResult>;
    const c = (await shared.subscribe(
      'system 2',
      args,
      fake.subscribe,
    )) as AsyncIterableIterator<ExecutionResult>;
    expect(shared.size()).toBe(2);
    await a.return?.();
    expect(shared.size()).toBe(2);
    await b.return?.();
    expect(shared.size()).toBe(1);
    await c.return?.();
    expect(shared.size()).toBe(0);
    // two authorizations closed at once plus the two group sources
    expect(fake.closed()).toBe(3);
  });
});
