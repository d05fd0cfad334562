// A small async iterator fed by push(); subscriptions are built from it because graphql-js wants an
// AsyncIterable and our sources (event bus, clock ticks, session end) are callbacks.
export interface PushIterator<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  end(): void;
}

export function createPushIterator<T>(onClose: () => void = () => {}): PushIterator<T> {
  const queue: T[] = [];
  const waiting: Array<(r: IteratorResult<T>) => void> = [];
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    onClose();
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
  };
  const iterator: PushIterator<T> = {
    push(value) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else queue.push(value);
    },
    // end() lets queued values drain first, so a final message (e.g. MISSING_AUTH) still reaches the client.
    end() {
      if (done) return;
      if (queue.length === 0) close();
      else {
        done = true;
        onClose();
      }
    },
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return() {
      queue.length = 0;
      close();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error?: unknown) {
      close();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
