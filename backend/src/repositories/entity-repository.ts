// The admin entities' records (crud/): one list per entity, in the installation document or in the
// selected system's document. Writes go through lowdb's durable adapter like every configuration write.
import type { Low } from 'lowdb';
import type { InstallationDoc, SystemDoc } from '../store/config-types.ts';

export type StoredRecord = Record<string, unknown> & { id: number };
export type StoreKind = 'system' | 'installation';

export class EntityRepository {
  constructor(
    private readonly installation: Low<InstallationDoc>,
    private readonly systems: Map<number, Low<SystemDoc>>,
  ) {}

  private doc(store: StoreKind, systemId: number): Record<string, unknown> {
    const db = store === 'installation' ? this.installation : this.systems.get(systemId);
    if (!db) throw new Error(`system ${systemId} has no configuration document`);
    return db.data as unknown as Record<string, unknown>;
  }

  list(store: StoreKind, collection: string, systemId: number): StoredRecord[] {
    const doc = this.doc(store, systemId);
    return ((doc[collection] as StoredRecord[] | undefined) ?? []).slice();
  }

  /**
   * Replaces the collection and writes the document durably. A configuration change of a system also
   * records `last_gets_change`, so the sync area can show that a commit is pending (spec 02 §4).
   */
  async save(store: StoreKind, collection: string, systemId: number, records: StoredRecord[], getsChangeAt: string | null): Promise<void> {
    const db = store === 'installation' ? this.installation : this.systems.get(systemId);
    if (!db) throw new Error(`system ${systemId} has no configuration document`);
    const doc = db.data as unknown as Record<string, unknown>;
    doc[collection] = records;
    if (getsChangeAt && store === 'system') (db.data as SystemDoc).sync.last_gets_change = getsChangeAt;
    await db.write();
  }
}
