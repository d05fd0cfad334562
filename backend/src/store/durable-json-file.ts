// The one lowdb adapter for configuration (ARCHITECTURE §5). lowdb's own writer renames without fsync,
// so a power cut right after a save can leave an empty or torn file; a care home's configuration must
// survive that. Write a temp file, fsync it, rename it over the target, fsync the folder.
import * as nodeFs from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

/** The file operations the adapter needs; tests replace one to simulate a failing disk. */
export interface DurableFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  open(file: string, flags: string): Promise<nodeFs.FileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
}

let tempCounter = 0;

export class DurableJsonFile<T> implements Adapter<T> {
  // Writes are chained so two quick saves never interleave their temp files and renames.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly fs: DurableFs = nodeFs,
  ) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await this.fs.readFile(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  write(data: T): Promise<void> {
    const run = this.queue.then(() => this.writeNow(data));
    this.queue = run.catch(() => {});
    return run;
  }

  private async writeNow(data: T): Promise<void> {
    // Serialise before touching the disk: a value that cannot be serialised leaves everything as it was.
    const text = `${JSON.stringify(data, null, 2)}\n`;
    const dir = path.dirname(this.file);
    const temp = path.join(dir, `.${path.basename(this.file)}.${process.pid}.${++tempCounter}.tmp`);
    try {
      const handle = await this.fs.open(temp, 'w');
      try {
        await handle.writeFile(text, 'utf8');
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
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}
