// Opens (and on first start seeds) the lowdb configuration documents. Only repositories use this.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { log } from '../platform/logger.ts';
import type { InstallationDoc, SeedData, SystemDoc } from './config-types.ts';
import { installationDocument, systemDocument } from './document-shapes.ts';
import { DurableJsonFile } from './durable-json-file.ts';

export interface ConfigStore {
  installation: Low<InstallationDoc>;
  systems: Map<number, Low<SystemDoc>>;
  /** adds a system: its document first, then its id in the installation (admin system parameters) */
  addSystem: (doc: SystemDoc) => Promise<void>;
}

const systemFile = (dir: string, id: number) => path.join(dir, `system-${String(id).padStart(2, '0')}.json`);

export async function openConfigStore(dataDir: string, seed: () => Promise<SeedData>): Promise<ConfigStore> {
  await mkdir(dataDir, { recursive: true });
  await removeStaleTempFiles(dataDir);
  const installationAdapter = new DurableJsonFile(
    path.join(dataDir, 'installation.json'),
    installationDocument,
  );
  const stored = await installationAdapter.read();
  if (!stored) {
    // First start: write the systems before the installation document, so a crash in between just seeds again.
    const data = await seed();
    // Seeded images (checkpoint map floor plans) first: the image store's folder (services.ts), named as it names files.
    if (data.images?.length) await mkdir(path.join(dataDir, 'images'), { recursive: true });
    for (const image of data.images ?? [])
      await writeFile(path.join(dataDir, 'images', image.file), image.content);
    for (const system of data.systems)
      await new DurableJsonFile(systemFile(dataDir, system.id), systemDocument).write(system);
    await installationAdapter.write(data.installation);
  }
  const installationData = stored ?? (await installationAdapter.read());
  if (!installationData) throw new Error(`${installationAdapter.file} is missing after seeding`);
  const installation = new Low(installationAdapter, installationData);
  const systems = new Map<number, Low<SystemDoc>>();
  for (const id of installation.data.system_ids) {
    const adapter = new DurableJsonFile(systemFile(dataDir, id), systemDocument);
    // A system listed but without a readable document counts as unavailable (HTTP 424): the other systems' wall
    // displays keep working while an operator repairs the file the log names.
    const doc = await adapter.read().catch((error: unknown) => {
      log().error({ err: error, systemId: id }, 'system document unreadable: the system is unavailable');
      return null;
    });
    if (doc) systems.set(id, new Low(adapter, withConfigDefaults(doc)));
  }
  const addSystem = async (doc: SystemDoc) => {
    const db = new Low(new DurableJsonFile(systemFile(dataDir, doc.id), systemDocument), doc);
    await db.write();
    const ids = installation.data.system_ids;
    systems.set(doc.id, db);
    installation.data.system_ids = [...ids, doc.id];
    try {
      await installation.write();
    } catch (error) {
      // Not listed on disk, so not there after a restart: not there now either (its document stays as a stray file).
      systems.delete(doc.id);
      installation.data.system_ids = ids;
      throw error;
    }
  };
  return { installation, systems, addSystem };
}

/** Documents written before the call configuration existed get empty lists instead of crashing readers. */
function withConfigDefaults(doc: SystemDoc): SystemDoc {
  for (const key of [
    'call_types',
    'call_sources',
    'sections',
    'schedules',
    'display_groups',
    'nodes',
    'hubs',
  ] as const)
    doc[key] ??= [];
  doc.configurator.password ??= null;
  return doc;
}

/**
 * A process killed between writing a temp file and renaming it (kill -9, power cut) leaves the temp file
 * behind; the documents themselves are whole. Nobody else writes this folder while we start, so remove them
 * (bench/faults found them piling up).
 */
export async function removeStaleTempFiles(dataDir: string): Promise<number> {
  const stale = (await readdir(dataDir)).filter((f) =>
    /^\.(installation|system-\d+)\.json\.\d+\.\d+\.tmp$/.test(f),
  );
  await Promise.all(stale.map((f) => rm(path.join(dataDir, f), { force: true })));
  return stale.length;
}
