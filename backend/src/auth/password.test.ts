// Password hashes (spec 01 §3 user password; ARCHITECTURE §8): scrypt with its parameters in the hash string.
import { describe, expect, it } from 'vitest';
import { hashPassword, scryptLog2N, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('uses N = 2^17 everywhere but under the test runner', () => {
    expect(scryptLog2N({})).toBe(17);
    expect(scryptLog2N({ NODE_ENV: 'production', CS_TEST_SCRYPT_LOG2N: '12' })).toBe(17);
    expect(scryptLog2N({ NODE_ENV: 'development', CS_TEST_SCRYPT_LOG2N: '12' })).toBe(17);
    expect(scryptLog2N({ NODE_ENV: 'test', CS_TEST_SCRYPT_LOG2N: '12' })).toBe(12);
    // never weaker than 2^10, never "lowered" above the production setting
    expect(scryptLog2N({ NODE_ENV: 'test', CS_TEST_SCRYPT_LOG2N: '4' })).toBe(17);
    expect(scryptLog2N({ NODE_ENV: 'test', CS_TEST_SCRYPT_LOG2N: '20' })).toBe(17);
  });

  it('verifies the password it hashed and no other, from the parameters stored in the hash', async () => {
    const stored = await hashPassword('Korridor-7');
    const [scheme, n, r, p] = stored.split('$');
    expect([scheme, r, p]).toEqual(['scrypt', '8', '1']);
    expect(Number(n)).toBe(2 ** scryptLog2N());
    await expect(verifyPassword('Korridor-7', stored)).resolves.toBe(true);
    await expect(verifyPassword('korridor-7', stored)).resolves.toBe(false);
    // the cost is read from the string: the same salt and key claimed under another N do not verify
    const production = stored.replace(`$${n}$`, `$${2 ** 17}$`);
    await expect(verifyPassword('Korridor-7', production)).resolves.toBe(false);
  });

  it('refuses hashes of another scheme', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
