// First start outside demo mode: no demo logins. The facility's configuration is seeded as
// in the demo (until the setup wizard of spec 01 §2 /setup replaces it), with exactly one user, `admin`,
// a superuser with a random password that is marked temporary, so the first login must replace it.
// The password is shown once, in the start-up log; only its hash is stored.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../platform/locale.ts';
import type { SeedData } from '../store/config-types.ts';
import { seedFacility, userDefaults, type DemoSystemSpec, type PasswordHasher } from './demo-facility.ts';

/** 18 random bytes: 24 URL-safe characters, from the operating system's CSPRNG (a credential is never seeded). */
export const firstAdminPassword = (): string => randomBytes(18).toString('base64url');

export async function seedSiteInstallation(
  hash: PasswordHasher,
  nowMs: number,
  systems: readonly DemoSystemSpec[] | undefined,
  announce: (message: string) => void,
  locale: Locale = 'de',
): Promise<SeedData> {
  const password = firstAdminPassword();
  const admin = {
    ...userDefaults(1, 'admin'),
    password_hash: await hash(password),
    is_superuser: true,
    password_is_temporary: true,
  };
  const data = seedFacility('site', [admin], nowMs, systems, locale);
  announce(
    [
      'First start: created the user "admin" with this temporary password (shown only this once;',
      'the first login must replace it):',
      `    ${password}`,
    ].join('\n'),
  );
  return data;
}
