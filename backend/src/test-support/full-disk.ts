// A configuration document whose disk refuses every write (ENOSPC), as on a full disk (the storage
// tests): swaps the document's adapter; the returned function puts the real one back.
import * as fs from 'node:fs/promises';
import type { Low } from 'lowdb';
import { DurableJsonFile } from '../store/durable-json-file.ts';

export function fillDisk<T>(db: Low<T>, file: string): () => void {
  const real = db.adapter;
  if (!(real instanceof DurableJsonFile)) throw new Error(`${file}: not a durable configuration document`);
  db.adapter = new DurableJsonFile<T>(file, real.parse, {
    ...fs,
    open: async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' });
    },
  });
  return () => void (db.adapter = real);
}
