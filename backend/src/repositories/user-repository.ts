// Users and roles of the installation document.
import type { Low } from 'lowdb';
import type { InstallationDoc, RoleRecord, UserRecord } from '../store/config-types.ts';
import { exclusive } from '../store/document-locks.ts';

export class UserRepository {
  constructor(private readonly db: Low<InstallationDoc>) {}

  /** Login names are matched without regard to case; staff type them on shared wall terminals. */
  byName(name: string): UserRecord | undefined {
    const wanted = name.trim().toLowerCase();
    return this.db.data.users.find((u) => u.name.toLowerCase() === wanted);
  }

  /** Every user, in id order. */
  all(): readonly UserRecord[] {
    return this.db.data.users;
  }

  byId(id: number): UserRecord | undefined {
    return this.db.data.users.find((u) => u.id === id);
  }

  rolesOf(user: UserRecord): RoleRecord[] {
    return this.db.data.roles.filter((r) => user.roles.includes(r.id));
  }

  /**
   * Under the installation document's lock like every configuration write: an administrator's save of the
   * same user, built from the record it read, would otherwise write the old hash back over an acknowledged
   * new password.
   */
  setPassword(id: number, passwordHash: string, temporary: boolean): Promise<void> {
    return exclusive([this.db], () => this.writePassword(id, passwordHash, temporary));
  }

  private async writePassword(id: number, passwordHash: string, temporary: boolean): Promise<void> {
    const user = this.db.data.users.find((u) => u.id === id);
    if (!user) throw new Error(`user ${id} not found`);
    const previous = { hash: user.password_hash, temporary: user.password_is_temporary };
    user.password_hash = passwordHash;
    user.password_is_temporary = temporary;
    try {
      await this.db.write();
    } catch (error) {
      // Not saved, so not in memory either, like every failed configuration write: the old password still
      // signs in, as it will after a restart, and the user is told the change failed (STORAGE_FAILED).
      if (user.password_hash === passwordHash) {
        user.password_hash = previous.hash;
        user.password_is_temporary = previous.temporary;
      }
      throw error;
    }
  }
}
