// The cold start's prefetched AppData (issue 11): the provider's query takes the answer asked for at page load,
// once, and only when it is the same question; a failed prefetch leaves the query to the server.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, tap } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AppDataDocument } from '../../generated/graphql.ts';
import { createPrefetchLink, PREFETCH_FRESH_MS } from './prefetch-link.ts';

/** A server stand-in: counts requests, answers each with its number, or fails the ones listed. */
function setUp(options: { failing?: number[] } = {}) {
  let requests = 0;
  let time = 0;
  const server = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests += 1;
        const n = requests;
        operation.setContext({ response: { status: 200, n } });
        if (options.failing?.includes(n)) observer.error(new Error(`request ${n} failed`));
        else {
          observer.next({ data: { answer: n } });
          observer.complete();
        }
      }),
  );
  const system = { header: '01' };
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { 'X-CS-System': system.header, 'Accept-Language': 'de' } });
    return forward(operation);
  });
  const seen: unknown[] = [];
  // reads the HTTP response from the context, as the version and error links above the prefetch do
  const reader = new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap(() => seen.push(operation.getContext().response))),
  );
  const prefetch = createPrefetchLink(() => time);
  const link = ApolloLink.from([headers, reader, prefetch.link, server]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const run = (variables: Record<string, unknown>, context: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) =>
      ApolloLink.execute(link, { query: AppDataDocument, variables, context }, { client }).subscribe({
        next: resolve,
        error: reject,
      }),
    );
  return {
    system,
    seen,
    requests: () => requests,
    advance: (ms: number) => (time += ms),
    prefetch: (variables: Record<string, unknown>) => run(variables, prefetch.context),
    query: run,
    prefetchContext: prefetch.context,
  };
}

describe('prefetched AppData (issue 11 cold start)', () => {
  it('the first identical query takes the prefetched answer, with its HTTP response; the next one asks again', async () => {
    const s = setUp();
    await s.prefetch({ hasSession: true });
    expect(await s.query({ hasSession: true })).toEqual({ data: { answer: 1 } });
    expect(s.requests()).toBe(1);
    expect(s.seen.at(-1)).toEqual({ status: 200, n: 1 });
    expect(await s.query({ hasSession: true })).toEqual({ data: { answer: 2 } });
    expect(s.requests()).toBe(2);
  });

  it('other variables or another system ask the server', async () => {
    const s = setUp();
    await s.prefetch({ hasSession: false });
    expect(await s.query({ hasSession: true })).toEqual({ data: { answer: 2 } });
    s.system.header = '02';
    expect(await s.query({ hasSession: false })).toEqual({ data: { answer: 3 } });
  });

  it('a failed prefetch answers nothing: the query goes to the server', async () => {
    const s = setUp({ failing: [1] });
    await expect(s.prefetch({ hasSession: true })).rejects.toThrow('request 1 failed');
    expect(await s.query({ hasSession: true })).toEqual({ data: { answer: 2 } });
  });

  it('an answer older than its freshness is not used', async () => {
    const s = setUp();
    await s.prefetch({ hasSession: true });
    s.advance(PREFETCH_FRESH_MS + 1);
    expect(await s.query({ hasSession: true })).toEqual({ data: { answer: 2 } });
  });
});
