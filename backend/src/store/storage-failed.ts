// A configuration or history write that the disk refused (disk full, read-only folder, I/O error), or a document
// read back that is not one (durable-json-file.ts). The stores throw it so the transports can tell the user "not
// saved, nothing changed" instead of GraphQL's masked 'Unexpected error.' (bench/faults); the cause keeps the errno
// for the log.
export class StorageFailed extends Error {
  readonly code = 'STORAGE_FAILED';
  constructor(cause: unknown, what = 'storage write failed') {
    super(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageFailed';
  }
}

/** errno codes (fs) and SQLite result codes that mean the disk, not the data, is the problem. */
const DISK_CODES = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EDQUOT', 'EFBIG']);
const SQLITE_DISK =
  /SQLITE_(FULL|READONLY|IOERR|CANTOPEN|PERM)|database or disk is full|readonly database|disk I\/O error/i;

/**
 * What a refused write was: 'config' (a configuration document or file: the repositories put memory back, so
 * nothing changed), 'history' (SQLite: the audit row or call log, written after the action itself), or null
 * (not a disk problem). Looks through the cause chain.
 */
export function storageFailure(error: unknown): 'config' | 'history' | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof StorageFailed) return 'config';
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && DISK_CODES.has(code)) return 'config';
    const errstr = (e as { errstr?: unknown }).errstr;
    if (SQLITE_DISK.test(e.message) || (typeof errstr === 'string' && SQLITE_DISK.test(errstr)))
      return 'history';
  }
  return null;
}

export const isStorageFailure = (error: unknown): boolean => storageFailure(error) !== null;
