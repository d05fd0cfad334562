// The one lowdb adapter for configuration (ARCHITECTURE §5). lowdb's own writer renames without fsync,
// so a power cut right after a save can leave an empty or torn file; a care home's configuration must
// survive that. Write a temp file, fsync it, rename it over the target, fsync the folder. What is read back (a file an
// operator may have edited by hand) goes through the document's parser: a file that is not JSON or not the document
// is the catalogue's storage error (StorageFailed) naming the file, never a document cast from whatever was there.
import * as nodeFs from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { StorageFailed } from './storage-failed.ts';

/** The file operations the adapter needs; tests replace one to simulate a failing disk. */
export interface DurableFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  open(file: string, flags: string): Promise<nodeFs.FileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
}

let tempCounter = 0;

/**
 * Documents up to this size (compact) are written indented, so an operator can still read and edit a small
 * system-NN.json by hand (README, "Real hardware"). Larger ones are written compact: for the 1,000-bed
 * hospital's 1 MB document the indentation alone cost 5-14 ms of blocked event loop and half again as many
 * bytes to fsync (bench/stores.ts).
 */
export const INDENT_LIMIT_BYTES = 256 * 1024;

/** One serialisation for large documents (compact), a second, indented one only for small ones. */
export function serialise(data: unknown): Buffer {
  const compact = JSON.stringify(data);
  if (compact === undefined) throw new TypeError('document is not serialisable');
  const text = compact.length <= INDENT_LIMIT_BYTES ? JSON.stringify(data, null, 2) : compact;
  return Buffer.from(`${text}\n`, 'utf8');
}

/** Reads a parsed JSON value as the document, or throws saying what does not fit. */
export type DocumentParser<T> = (json: unknown) => T;

export class DurableJsonFile<T> implements Adapter<T> {
  // Writes are chained so two quick saves never interleave their temp files and renames.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    readonly parse: DocumentParser<T>,
    private readonly fs: DurableFs = nodeFs,
  ) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await this.fs.readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return this.parse(JSON.parse(text));
    } catch (error) {
      throw new StorageFailed(error, `${this.file} is not a readable document`);
    }
  }

  write(data: T): Promise<void> {
    const run = this.queue.then(() => this.writeNow(data));
    this.queue = run.catch(() => {});
    return run;
  }

  private async writeNow(data: T): Promise<void> {
    // Serialise before touching the disk: a value that cannot be serialised leaves everything as it was
    // (and is a programming error, not a StorageFailed).
    const bytes = serialise(data);
    try {
      await this.writeBytes(bytes);
    } catch (error) {
      throw new StorageFailed(error);
    }
  }

  private async writeBytes(bytes: Buffer): Promise<void> {
    const dir = path.dirname(this.file);
    const temp = path.join(dir, `.${path.basename(this.file)}.${process.pid}.${++tempCounter}.tmp`);
    try {
      const handle = await this.fs.open(temp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.fs.rename(temp, this.file);
    } catch (error) {
      await this.fs.rm(temp, { force: true }).catch(() => {});
      throw error;
    }
    await syncDirectory(this.fs, dir);
  }
}

async function syncDirectory(fs: DurableFs, dir: string): Promise<void> {
  let handle: nodeFs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot open or fsync a folder; the rename is still atomic there.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw error;
  } finally {
    await handle?.close();
  }
}
