// Are the stores open and usable? For /readyz (modules/health/readiness.ts). Each probe answers null when its
// store works, else the problem in a few words; it never throws and never names a secret or a path.
import { accessSync, constants } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { ConfigStore } from './config-store.ts';

export interface StoreProbes {
  /** the configuration documents (lowdb): loaded, every listed system's document there, the folder writable */
  config(): string | null;
  /** the history database (SQLite): open and answering */
  history(): string | null;
}

export function storeProbes(dataDir: string, config: ConfigStore, history: DatabaseSync): StoreProbes {
  return {
    config: () => {
      const ids = config.installation.data?.system_ids;
      if (!Array.isArray(ids)) return 'installation document not loaded';
      const missing = ids.filter((id) => !config.systems.has(id));
      if (missing.length) return `system documents missing: ${missing.join(', ')}`;
      try {
        accessSync(dataDir, constants.W_OK);
      } catch {
        return 'data folder not writable';
      }
      return null;
    },
    history: () => {
      if (!history.isOpen) return 'closed';
      try {
        history.prepare('SELECT 1').get();
        return null;
      } catch {
        return 'not answering';
      }
    },
  };
}
