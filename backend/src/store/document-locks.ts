// Configuration writes are serialised per document (ARCHITECTURE §5): a mutation reads, checks and
// writes under the locks of the documents it touches, so two concurrent creates cannot both take id 5
// and the second cannot overwrite the first with a list it read before the first was stored.
// A lock is a queue: whoever asks later runs after everyone before it on any of the same documents.

const tails = new WeakMap<object, Promise<void>>();

/**
 * Runs `work` once every earlier holder of any of `documents` has finished, and holds them all until it
 * settles. Taking all locks in one synchronous step means two holders of overlapping sets can never wait
 * for each other (no deadlock), whatever order they name them in.
 */
export async function exclusive<T>(documents: readonly object[], work: () => Promise<T> | T): Promise<T> {
  const docs = [...new Set(documents)];
  const before = docs.map((d) => tails.get(d));
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  for (const d of docs) tails.set(d, done);
  await Promise.all(before);
  try {
    return await work();
  } finally {
    for (const d of docs) if (tails.get(d) === done) tails.delete(d);
    release();
  }
}
