// Cold start (issue 11; a wall screen reloads every 4 hours and after every power cut): main.tsx asks for AppData as
// soon as the runtime exists, before React has rendered anything. The provider's own query, sent from its first
// render some hundred milliseconds later, is answered with that response instead of a second round trip. Only a
// query of the same operation, variables, system and language takes it, once, and only while it is fresh; a
// prefetch that failed answers nothing, so the screen's query goes to the server as it always did. It sits just above
// the HTTP link: the error and version links see the answer (and its HTTP response) as they would see their own.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/** A prefetched answer is used by a query sent at most this long after it arrived. */
export const PREFETCH_FRESH_MS = 10_000;

type Result = ApolloLink.Result;
interface Entry {
  /** null when the request failed */
  result: Promise<Result | null>;
  arrivedAt: number | null;
  /** the HTTP response (status, headers): the links above read it from the operation's context */
  response?: unknown;
}

export interface PrefetchLink {
  link: ApolloLink;
  /**
   * Marks an operation's context as the prefetch (ApolloClient.query's `context`). Not deduplicated: Apollo would let
   * a query sent while the prefetch is on its way join it without reaching this link, leaving the answer here for a
   * later query of the same kind.
   */
  readonly context: { prefetch: true; queryDeduplication: false };
}

const keyOf = (operation: ApolloLink.Operation) => {
  const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
  return JSON.stringify([
    operation.operationName,
    operation.variables,
    headers['X-CS-System'],
    headers['Accept-Language'],
  ]);
};

export function createPrefetchLink(now: () => number): PrefetchLink {
  const entries = new Map<string, Entry>();

  const link = new ApolloLink((operation, forward) => {
    const key = keyOf(operation);
    if (operation.getContext().prefetch) {
      let settle: (result: Result | null) => void = () => {};
      const entry: Entry = { result: new Promise((resolve) => (settle = resolve)), arrivedAt: null };
      entries.set(key, entry);
      return new Observable<Result>((observer) =>
        forward(operation).subscribe({
          next: (result) => {
            entry.arrivedAt = now();
            entry.response = operation.getContext().response;
            settle(result);
            observer.next(result);
          },
          error: (error) => {
            entries.delete(key);
            settle(null);
            observer.error(error);
          },
          complete: () => {
            settle(null); // no-op when a result came
            observer.complete();
          },
        }),
      );
    }
    const entry = entries.get(key);
    if (!entry || (entry.arrivedAt !== null && now() - entry.arrivedAt > PREFETCH_FRESH_MS))
      return forward(operation);
    entries.delete(key);
    return new Observable<Result>((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      void entry.result.then((result) => {
        if (closed) return;
        if (result) {
          operation.setContext({ response: entry.response });
          observer.next(result);
          observer.complete();
        } else inner = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
  return { link, context: { prefetch: true, queryDeduplication: false } };
}
