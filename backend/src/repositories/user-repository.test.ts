// A password change is a configuration write like any other (ARCHITECTURE §5: read, check, write under the
// document's lock). An administrator's save of the same user writes back the record it read; without the lock
// a password set meanwhile would be lost although the user was told it was saved.
import { Low, Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { userDefaults } from '../seed/demo-facility.ts';
import type { InstallationDoc } from '../store/config-types.ts';
import { exclusive } from '../store/document-locks.ts';
import { UserRepository } from './user-repository.ts';

describe('UserRepository.setPassword', () => {
  it("waits for an administrator's save of the same user and is not overwritten by it", async () => {
    const pflege = { ...userDefaults(3, 'pflege'), password_hash: 'alt' };
    const db = new Low(new Memory<InstallationDoc>(), { users: [pflege] } as unknown as InstallationDoc);
    const users = new UserRepository(db);
    let changed!: Promise<void>;
    await exclusive([db], async () => {
      // The administrator's save has read the record ...
      const read = { ...db.data.users[0]! };
      // ... the user sets a new password meanwhile ...
      changed = users.setPassword(3, 'neu', false);
      await Promise.resolve();
      // ... and the save stores what it read, with the new e-mail address.
      db.data.users = [{ ...read, email: 'pflege@heim.ch' }];
      await db.write();
    });
    await changed;
    expect(db.data.users[0]).toMatchObject({ password_hash: 'neu', email: 'pflege@heim.ch' });
  });
});
