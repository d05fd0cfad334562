// The app clients and app users the app benches log in with, written as an administrator would (the entity
// service's save), after widening the licence's app_clients limit to them. Passwords use the product's hash format
// with a lower work factor (see benchHash).
import { randomBytes, scryptSync } from 'node:crypto';
import type { RunningServer } from '../../backend/src/server.ts';
import { licenceOf } from '../../backend/src/test-support/installation-data.ts';

export const BENCH_PASSWORD = 'bench-pass';

/**
 * The product's hash format (backend/src/auth/password.ts: scrypt$N$r$p$salt$key) with N = 2^10 instead of 2^17:
 * the server reads the work factor from the hash, so every login still verifies for real, at a hundredth of the
 * cost (1,000 logins at 2^17 take 6-20 min on this machine and say nothing about memory or delivery).
 */
export function benchHash(password = BENCH_PASSWORD): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export const benchToken = (i: number) => `bench-token-${String(i).padStart(6, '0')}`;

/** `count` paired-to-be phones (tokens benchToken(i)) and app users nurse0... of system 1 in the groups given. */
export async function seedBenchPhones(
  server: Pick<RunningServer, 'services'>,
  {
    count,
    hash,
    groupOf,
    displayName,
  }: {
    count: number;
    hash: string;
    groupOf: (i: number) => number;
    displayName: (i: number) => string | null;
  },
): Promise<void> {
  const { entities } = server.services;
  licenceOf(server).limits.app_clients = count;
  const clients = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Bench ${i}`,
    phone_number: null,
    server_url: 'http://10.0.0.1',
    pairing_token: benchToken(i),
    registration: null,
    permissions: [],
    secret_hash: null,
  }));
  await entities.save('installation', 'app_clients', 0, clients, null);
  const users = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `nurse${i}`,
    current_display_name: displayName(i),
    app_user_group_id: groupOf(i),
    password_hash: hash,
  }));
  await entities.save('system', 'app_users', 1, users, null);
}
