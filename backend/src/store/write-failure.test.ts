// bench/faults: a configuration write that fails (disk full, read-only folder) answers an error and
// leaves neither memory nor disk changed; temp files of a killed process are removed at the next start.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EntityRepository } from '../repositories/entity-repository.ts';
import { InstallationRepository } from '../repositories/installation-repository.ts';
import type { DisplayProfileRecord, InstallationDoc, SystemDoc } from './config-types.ts';
import { removeStaleTempFiles } from './config-store.ts';

class FailingAdapter<T> extends Memory<T> {
  fail = false;
  override async write(data: T): Promise<void> {
    if (this.fail) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    await super.write(data);
  }
}

const profile = (id: number, name: string): DisplayProfileRecord => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  locale: 'de',
  font_size: 'NORMAL',
  fullscreen: false,
  show_video_stream: false,
  show_presences: true,
  settings: [],
});

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), 'cs-write-failure-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a failed configuration write (bench/faults)', () => {
  it('display profiles: the error reaches the caller and the previous list stays (memory and disk)', async () => {
    const adapter = new FailingAdapter<InstallationDoc>();
    const db = new Low(adapter, { display_profiles: [] } as unknown as InstallationDoc);
    const repo = new InstallationRepository(db);
    const saved = profile(1, 'Station A');
    await repo.saveDisplayProfiles([saved]);
    adapter.fail = true;
    await expect(repo.saveDisplayProfiles([saved, profile(2, 'B')])).rejects.toThrow('ENOSPC');
    expect(repo.displayProfiles()).toEqual([saved]);
    adapter.fail = false;
    await repo.saveDisplayNotes([]);
    expect((await adapter.read())?.display_profiles).toEqual([saved]);
  });

  it('admin entities: the collection and last_gets_change get their previous values back', async () => {
    const adapter = new FailingAdapter<SystemDoc>();
    const system = new Low(adapter, {
      id: 1,
      schedules: [{ id: 1, name: 'Tag' }],
      sync: { last_gets_change: null },
    } as unknown as SystemDoc);
    const repo = new EntityRepository(
      new Low(new Memory<InstallationDoc>(), {} as InstallationDoc),
      new Map([[1, system]]),
    );
    adapter.fail = true;
    await expect(
      repo.save('system', 'schedules', 1, [{ id: 1, name: 'Nacht' }], '2026-01-01T00:00:00Z'),
    ).rejects.toThrow('ENOSPC');
    expect(repo.list('system', 'schedules', 1)).toEqual([{ id: 1, name: 'Tag' }]);
    expect(system.data.sync.last_gets_change).toBeNull();
  });

  it('system parameters: a failed delete or change keeps the systems as they were (memory)', async () => {
    const installationAdapter = new FailingAdapter<InstallationDoc>();
    const installation = new Low(installationAdapter, { system_ids: [1, 2] } as unknown as InstallationDoc);
    const systemAdapter = new FailingAdapter<SystemDoc>();
    const doc = (id: number, name: string) =>
      ({
        id,
        name,
        weekend_start: '18:00',
        weekend_stop: '06:00',
        params: {},
        configurator: { ip: '10.0.0.1', tcp_port: 4711, username: 'a', password: null, version: null },
        sync: { last_gets_change: null },
      }) as unknown as SystemDoc;
    const systems = new Map([
      [1, new Low(systemAdapter, doc(1, 'Haus A'))],
      [2, new Low(new Memory<SystemDoc>(), doc(2, 'Haus B'))],
    ]);
    const saved: string[] = [];
    const repo = new EntityRepository(installation, systems, undefined, (c) => saved.push(c.collection));
    const records = repo.list('systems', 'systems', 1);
    installationAdapter.fail = true;
    await expect(repo.save('systems', 'systems', 1, [records[0]!], null)).rejects.toThrow('ENOSPC');
    expect([...systems.keys()]).toEqual([1, 2]);
    expect(installation.data.system_ids).toEqual([1, 2]);
    systemAdapter.fail = true;
    await expect(
      repo.save('systems', 'systems', 1, [{ ...records[0]!, name: 'Haus Neu' }, records[1]!], null),
    ).rejects.toThrow('ENOSPC');
    expect(systems.get(1)!.data.name).toBe('Haus A');
    expect(saved).toEqual(['systems', 'systems']); // the gateways follow what is in memory either way
  });

  it('removes temp files a killed process left, and nothing else', async () => {
    for (const f of [
      'installation.json',
      '.installation.json.123.4.tmp',
      '.system-01.json.9.1.tmp',
      'history.sqlite',
      'notes.tmp',
    ])
      writeFileSync(path.join(dir, f), '{}');
    expect(await removeStaleTempFiles(dir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['history.sqlite', 'installation.json', 'notes.tmp']);
  });
});
