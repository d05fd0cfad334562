// The call systems of the installation, one lowdb document each.
import type { Low } from 'lowdb';
import type { SystemDoc } from '../store/config-types.ts';

export class SystemRepository {
  constructor(private readonly systems: Map<number, Low<SystemDoc>>) {}

  list(): SystemDoc[] {
    return [...this.systems.values()].map((db) => db.data).sort((a, b) => a.id - b.id);
  }

  get(id: number): SystemDoc | undefined {
    return this.systems.get(id)?.data;
  }
}
