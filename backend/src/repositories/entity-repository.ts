// The admin entities' records (crud/): one list per entity, in the installation document or in the
// selected system's document. Writes go through lowdb's durable adapter like every configuration write.
import type { Low } from 'lowdb';
import type { InstallationDoc, SystemDoc } from '../store/config-types.ts';
import { exclusive } from '../store/document-locks.ts';

export type StoredRecord = Record<string, unknown> & { id: number };
export type StoreKind = 'system' | 'installation' | 'systems';

export class EntityRepository {
  constructor(
    private readonly installation: Low<InstallationDoc>,
    private readonly systems: Map<number, Low<SystemDoc>>,
    private readonly addSystem: (doc: SystemDoc) => Promise<void> = async () => {
      throw new Error('adding systems is not supported here');
    },
    /** after every successful save: the services follow the change at runtime (gateways of a new system, call lists) */
    private readonly onSaved: (change: {
      store: StoreKind;
      collection: string;
      systemId: number;
    }) => void = () => {},
  ) {}

  private doc(store: StoreKind, systemId: number): Record<string, unknown> {
    const db = store === 'installation' ? this.installation : this.systems.get(systemId);
    if (!db) throw new Error(`system ${systemId} has no configuration document`);
    return db.data as unknown as Record<string, unknown>;
  }

  /**
   * Runs a read-check-write of the entities in `store` under the locks of every document it may read
   * or write (ARCHITECTURE §5): the installation (references between the two kinds of documents) and
   * the selected system's document, or every system's for the system parameters.
   */
  exclusive<T>(store: StoreKind, systemId: number, work: () => Promise<T>): Promise<T> {
    const systems =
      store === 'systems' ? [...this.systems.values()] : [this.systems.get(systemId)].filter((db) => !!db);
    return exclusive([this.installation, ...systems], work);
  }

  list(store: StoreKind, collection: string, systemId: number): StoredRecord[] {
    if (store === 'systems')
      return [...this.systems.values()].map((db) => systemParams(db.data)).sort((a, b) => a.id - b.id);
    const doc = this.doc(store, systemId);
    return ((doc[collection] as StoredRecord[] | undefined) ?? []).slice();
  }

  /**
   * Replaces the collection and writes the document durably. A configuration change of a system also
   * records `last_gets_change`, so the sync area can show that a commit is pending (spec 02 §4).
   */
  async save(
    store: StoreKind,
    collection: string,
    systemId: number,
    records: StoredRecord[],
    getsChangeAt: string | null,
  ): Promise<void> {
    if (store === 'systems') {
      // Partly saved systems still run what was saved, so the services follow even a failed save.
      try {
        return await this.saveSystems(records, getsChangeAt);
      } finally {
        this.onSaved({ store, collection, systemId });
      }
    }
    const db = store === 'installation' ? this.installation : this.systems.get(systemId);
    if (!db) throw new Error(`system ${systemId} has no configuration document`);
    const doc = db.data as unknown as Record<string, unknown>;
    const sync = (db.data as SystemDoc).sync;
    const previous = { records: doc[collection], change: sync?.last_gets_change ?? null };
    doc[collection] = records;
    if (getsChangeAt && store === 'system') sync.last_gets_change = getsChangeAt;
    try {
      await db.write();
    } catch (error) {
      // A failed write (disk full, read-only folder) must not stay in memory: the backend would serve it and the
      // next successful write would save what the client was told was not saved (bench/faults).
      if (doc[collection] === records) doc[collection] = previous.records;
      if (getsChangeAt && store === 'system' && sync.last_gets_change === getsChangeAt)
        sync.last_gets_change = previous.change;
      throw error;
    }
    this.onSaved({ store, collection, systemId });
  }

  /** The system's document (for readers inside `exclusive`); undefined when the system has none. */
  systemDoc(systemId: number): SystemDoc | undefined {
    return this.systems.get(systemId)?.data;
  }

  /**
   * Replaces top-level fields of a system's document in one durable write (the sync's import and baseline);
   * the caller holds the document's lock. A failed write leaves memory as it was.
   */
  async patchSystem(systemId: number, patch: Partial<SystemDoc>): Promise<void> {
    const db = this.systems.get(systemId);
    if (!db) throw new Error(`system ${systemId} has no configuration document`);
    const doc = db.data as unknown as Record<string, unknown>;
    const previous = Object.fromEntries(Object.keys(patch).map((k) => [k, doc[k]]));
    Object.assign(doc, patch);
    try {
      await db.write();
    } catch (error) {
      Object.assign(doc, previous);
      throw error;
    }
    for (const collection of Object.keys(patch)) this.onSaved({ store: 'system', collection, systemId });
  }

  /** System parameters: the system documents themselves (one record per system, spec 02 §3 configurator). */
  private async saveSystems(records: StoredRecord[], at: string | null): Promise<void> {
    // A deleted system leaves the installation; its document stays on disk as a backup.
    const kept = new Set(records.map((r) => r.id));
    const removed = [...this.systems.keys()].filter((id) => !kept.has(id));
    if (removed.length) {
      const before = {
        ids: this.installation.data.system_ids,
        dbs: removed.map((id) => [id, this.systems.get(id)!] as const),
      };
      for (const id of removed) this.systems.delete(id);
      this.installation.data.system_ids = this.installation.data.system_ids.filter((id) => kept.has(id));
      try {
        await this.installation.write();
      } catch (error) {
        // not saved: the systems stay (memory as before the failed write)
        this.installation.data.system_ids = before.ids;
        for (const [id, db] of before.dbs) this.systems.set(id, db);
        throw error;
      }
    }
    for (const record of records) {
      const db = this.systems.get(record.id);
      if (!db) {
        await this.addSystem(applyParams(emptySystem(record.id), record, at));
        continue;
      }
      if (JSON.stringify(systemParams(db.data)) === JSON.stringify(record)) continue;
      const previous = db.data;
      db.data = applyParams(db.data, record, at);
      try {
        await db.write();
      } catch (error) {
        db.data = previous;
        throw error;
      }
    }
  }
}

const CONFIGURATOR = ['ip', 'tcp_port', 'username', 'password', 'version'] as const;
const ROOT = ['name', 'weekend_start', 'weekend_stop'] as const;

function systemParams(doc: SystemDoc): StoredRecord {
  return {
    ...(doc.params ?? {}),
    id: doc.id,
    name: doc.name,
    weekend_start: doc.weekend_start,
    weekend_stop: doc.weekend_stop,
    ...doc.configurator,
  };
}

function applyParams(doc: SystemDoc, record: StoredRecord, at: string | null): SystemDoc {
  const params: Record<string, unknown> = {};
  const configurator = { ...doc.configurator } as Record<string, unknown>;
  const root = { ...doc } as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'id') continue;
    if ((CONFIGURATOR as readonly string[]).includes(key)) configurator[key] = value;
    else if ((ROOT as readonly string[]).includes(key)) root[key] = value;
    else params[key] = value;
  }
  const next = {
    ...(root as unknown as SystemDoc),
    configurator: configurator as SystemDoc['configurator'],
    params,
  };
  if (at) next.sync = { ...next.sync, last_gets_change: at };
  return next;
}

function emptySystem(id: number): SystemDoc {
  return {
    schema_version: 1,
    id,
    name: '',
    weekend_start: '18:00',
    weekend_stop: '06:00',
    configurator: { ip: null, tcp_port: null, username: null, password: null, version: null },
    sync: {
      last_gets_change: null,
      last_gets_commit: null,
      offline_mode: false,
      app_gateway_enabled: false,
      app_gateway_system_id: null,
      outdated_hubs: [],
    },
    call_types: [],
    call_sources: [],
    sections: [],
    schedules: [],
    display_groups: [],
    nodes: [],
    hubs: [],
  };
}
