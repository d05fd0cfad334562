// Password hashing with scrypt (N = 2^17, r 8, p 1). The parameters live in the hash string, so a
// later, stronger setting can verify old hashes and rehash them on login.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * log2 of scrypt's N. Always 17, except under the test runner (NODE_ENV=test, set by vitest and by the end-to-end
 * tests' server, scripts/e2e-server.mjs), where CS_TEST_SCRYPT_LOG2N may lower it: the API tests log in hundreds of
 * times and each 2^17 derivation costs a core for a third of a second. Same code path, smaller work factor; a
 * production server ignores the variable.
 */
export function scryptLog2N(env: NodeJS.ProcessEnv = process.env): number {
  const lowered = Number(env.CS_TEST_SCRYPT_LOG2N);
  return env.NODE_ENV === 'test' && Number.isInteger(lowered) && lowered >= 10 && lowered < 17 ? lowered : 17;
}

const N = 2 ** scryptLog2N();
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; give it twice that so N = 2^17 does not hit the 32 MB default limit.
  const maxmem = 256 * n * r;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
