// /readyz's verdict (readiness.ts, store/store-probes.ts): each failing part is a reason, and any reason makes
// the server not ready; the probes look at the stores themselves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigStore } from '../../store/config-store.ts';
import { storeProbes } from '../../store/store-probes.ts';
import { readiness, type SystemLinks } from './readiness.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function stores(systemIds: number[], documents: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-ready-'));
  dirs.push(dir);
  const history = new DatabaseSync(path.join(dir, 'history.sqlite'));
  const config = {
    installation: { data: { system_ids: systemIds } },
    systems: new Map(documents.map((id) => [id, {}])),
  } as unknown as ConfigStore;
  return { dir, history, probes: storeProbes(dir, config, history) };
}

const online: SystemLinks[] = [{ id: 1, gets: 'online', hubs: [{ id: 1, status: 'online' }] }];

describe('readiness', () => {
  it('is ready with both stores open and every link online', () => {
    const { probes } = stores([1], [1]);
    expect(readiness(probes, online, false)).toMatchObject({
      status: 'ready',
      stores: { config: 'open', history: 'open' },
      reasons: [],
    });
  });

  it('a closed history database, a missing system document or shutting down each make it not ready', () => {
    const { probes, history } = stores([1, 3], [1]);
    history.close();
    const report = readiness(probes, online, true);
    expect(report.status).toBe('not ready');
    expect(report.stores).toEqual({ config: 'system documents missing: 3', history: 'closed' });
    expect(report.reasons).toEqual([
      'shutting down',
      'config store: system documents missing: 3',
      'history store: closed',
    ]);
  });

  it('a data folder that is gone (or cannot be written) makes the config store not ready', () => {
    const { probes, dir } = stores([1], [1]);
    rmSync(dir, { recursive: true, force: true });
    expect(probes.config()).toBe('data folder not writable');
  });

  it('a Gets or hub not online, or not connected yet, is a reason naming the system and hub by id', () => {
    const { probes } = stores([1, 2], [1, 2]);
    const links: SystemLinks[] = [
      {
        id: 1,
        gets: 'offline',
        hubs: [
          { id: 1, status: 'online' },
          { id: 2, status: 'unknown' },
        ],
      },
      { id: 2, gets: 'unauthorized', hubs: [] },
    ];
    expect(readiness(probes, links, false).reasons).toEqual([
      'system 1 Gets: offline',
      'system 1 hub 2: unknown',
      'system 2 Gets: unauthorized',
    ]);
  });
});
