// The history database (ARCHITECTURE §5): in a data folder's file, or in memory for a process whose history is
// thrown away with it (the scenario runner's simulation).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_MIGRATIONS } from './history-migrations/index.ts';
import { openHistoryDb } from './history-db.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openHistoryDb', () => {
  it('in memory: every migration, the same tables, and no file anywhere', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-history-'));
    dirs.push(dir);
    const onDisk = openHistoryDb(dir);
    const inMemory = openHistoryDb(null);
    const tables = (db: typeof onDisk) =>
      db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') ORDER BY name").all();
    expect(inMemory.prepare('PRAGMA user_version').get()).toEqual({
      user_version: HISTORY_MIGRATIONS.length,
    });
    expect(tables(inMemory)).toEqual(tables(onDisk));
    expect(inMemory.location()).toBeNull();
    onDisk.close();
    inMemory.close();
    expect(readdirSync(dir).filter((f) => f.startsWith('history'))).toEqual(['history.sqlite']);
  });
});
