// bench/faults (issue 7): a configuration write that fails (disk full, read-only folder) answers an error and
// leaves neither memory nor disk changed; temp files of a killed process are removed at the next start.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EntityRepository } from '../repositories/entity-repository.ts';
import { InstallationRepository } from '../repositories/installation-repository.ts';
import type { InstallationDoc, SystemDoc } from './config-types.ts';
import { removeStaleTempFiles } from './config-store.ts';

class FailingAdapter<T> extends Memory<T> {
  fail = false;
  override async write(data: T): Promise<void> {
    if (this.fail) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    await super.write(data);
  }
}

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), 'cs-write-failure-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a failed configuration write (bench/faults, issue 7)', () => {
  it('display profiles: the error reaches the caller and the previous list stays (memory and disk)', async () => {
    const adapter = new FailingAdapter<InstallationDoc>();
    const db = new Low(adapter, { display_profiles: [] } as unknown as InstallationDoc);
    const repo = new InstallationRepository(db);
    const saved = { id: 1, name: 'Station A' } as never;
    await repo.saveDisplayProfiles([saved]);
    adapter.fail = true;
    await expect(repo.saveDisplayProfiles([saved, { id: 2, name: 'B' } as never])).rejects.toThrow('ENOSPC');
    expect(repo.displayProfiles()).toEqual([saved]);
    adapter.fail = false;
    await repo.saveDisplayNotes([]);
    expect((await adapter.read())?.display_profiles).toEqual([saved]);
  });

  it('admin entities: the collection and last_gets_change get their previous values back', async () => {
    const adapter = new FailingAdapter<SystemDoc>();
    const system = new Low(adapter, { id: 1, schedules: [{ id: 1, name: 'Tag' }], sync: { last_gets_change: null } } as unknown as SystemDoc);
    const repo = new EntityRepository(new Low(new Memory<InstallationDoc>(), {} as InstallationDoc), new Map([[1, system]]));
    adapter.fail = true;
    await expect(repo.save('system', 'schedules', 1, [{ id: 1, name: 'Nacht' }], '2026-01-01T00:00:00Z')).rejects.toThrow('ENOSPC');
    expect(repo.list('system', 'schedules', 1)).toEqual([{ id: 1, name: 'Tag' }]);
    expect(system.data.sync.last_gets_change).toBeNull();
  });

  it('removes temp files a killed process left, and nothing else', async () => {
    for (const f of ['installation.json', '.installation.json.123.4.tmp', '.system-01.json.9.1.tmp', 'history.sqlite', 'notes.tmp']) writeFileSync(path.join(dir, f), '{}');
    expect(await removeStaleTempFiles(dir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['history.sqlite', 'installation.json', 'notes.tmp']);
  });
});
