// The backend's two stores, opened at start: the configuration documents (seeded on the first start: the demo
// facility, or a site's first admin) and the history database. Stored records are completed with the fields added
// since they were written.
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from './auth/password.ts';
import { completeStoredRecords } from './crud/complete-records.ts';
import { printToConsoleOnly } from './platform/logger.ts';
import { markDemoAppClients } from './seed/demo-app.ts';
import { seedDemoFacility } from './seed/demo-facility.ts';
import { seedSiteInstallation } from './seed/first-admin.ts';
import { refuseDemoOnSite } from './seed/installation-kind.ts';
import { openConfigStore, type ConfigStore } from './store/config-store.ts';
import { openHistoryDb } from './store/history-db.ts';
import type { ServiceOptions } from './service-options.ts';

export async function openStores(
  options: ServiceOptions,
): Promise<{ config: ConfigStore; history: DatabaseSync }> {
  const { clock } = options;
  const hash = options.seedPasswordHash ?? hashPassword;
  const seed = options.seed ?? (options.demoMode ? 'demo' : 'site');
  const config = await openConfigStore(options.dataDir, () =>
    seed === 'demo'
      ? seedDemoFacility(hash, clock.now(), options.demoSystems, options.locale)
      : seedSiteInstallation(
          hash,
          clock.now(),
          options.demoSystems,
          options.log ?? printToConsoleOnly,
          options.locale,
        ),
  );
  if (options.demoMode) refuseDemoOnSite(config.installation.data, options.dataDir);
  completeStoredRecords(
    config.installation.data,
    [...config.systems.values()].map((db) => db.data),
  );
  if (options.demoMode) markDemoAppClients(config.installation.data);
  return { config, history: openHistoryDb(options.historyInMemory ? null : options.dataDir) };
}
