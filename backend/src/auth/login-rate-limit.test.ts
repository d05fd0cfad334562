// Abuse resistance: the login rate limit counts attempts that run at the same time, limits per
// address and user name (and per address across names) with an exponential backoff instead of a hard
// lock, so an attacker cannot keep a user out at another address. Addresses are simulated through one
// trusted proxy (X-Forwarded-For), as behind a reverse proxy with CS_TRUST_PROXY=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { DEFAULT_RATE_LIMITS } from './login-rate-limiter.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer({ trustProxy: 1 })));
afterAll(() => server.close());

const from = (address: string, lang = 'de') => ({ headers: { 'x-forwarded-for': address }, lang });
const statusOf = async (name: string, password: string, address: string) =>
  (await login(server, name, password, from(address))).status;
/** Forget every failure of earlier tests (the limiter forgets a key an hour after its last failure). */
const forget = () => server.clock.advance(DEFAULT_RATE_LIMITS.forgetMs);

describe('login rate limit', () => {
  it('counts concurrent attempts: 60 parallel wrong passwords are 5 answers and 55 refusals', async () => {
    forget();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(server, 'pflege', 'falsch', from('203.0.113.7'))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    // ... and the right password from the attacker's address waits too.
    expect(await statusOf('pflege', 'pflege', '203.0.113.7')).toBe(429);
  });

  it('does not lock the user out elsewhere: pflege signs in from her ward terminal meanwhile', async () => {
    expect(await statusOf('pflege', 'pflege', '10.20.0.15')).toBe(200);
  });

  it('backs off exponentially (1 s, 2 s, 4 s, ...), says how long in the request language, and forgets', async () => {
    forget();
    // An unknown name, so no (deliberately slow) password check runs: the limit is the same for every name.
    const attacker = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect(await statusOf('gast', 'x', attacker)).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login(server, 'gast', 'x', from(attacker));
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      waits.push(seconds);
      server.clock.advance(seconds * 1000);
      expect(await statusOf('gast', 'x', attacker)).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const de = await login(server, 'gast', 'x', from(attacker));
    expect(de.body.errors[0]).toEqual({
      field: 'common',
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 16 s und versuchen Sie es dann erneut.',
    });
    const en = await login(server, 'gast', 'x', from(attacker, 'en'));
    expect(en.body.errors[0]?.message).toBe(
      'Too many failed login attempts. Please wait 16 s and try again.',
    );
    // Long waits are said in minutes; the wait never exceeds 15 minutes.
    for (let i = 0; i < 12; i++) {
      server.clock.advance(
        Number((await login(server, 'gast', 'x', from(attacker))).headers.get('retry-after')) * 1000,
      );
      await login(server, 'gast', 'x', from(attacker));
    }
    const capped = await login(server, 'gast', 'x', from(attacker));
    expect(Number(capped.headers.get('retry-after'))).toBe(15 * 60);
    expect(capped.body.errors[0]?.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    forget();
    expect(await statusOf('technik', 'technik', attacker)).toBe(200);
  });

  it('a correct password clears the count of its address and user', async () => {
    forget();
    for (let i = 0; i < 4; i++) await statusOf('admin', 'x', '10.9.9.9');
    expect(await statusOf('admin', 'admin', '10.9.9.9')).toBe(200);
    // Not cleared, the second of these would be the sixth failure and wait.
    for (let i = 0; i < 2; i++) expect(await statusOf('admin', 'x', '10.9.9.9')).toBe(401);
  });

  it('slows one address that sprays many names (20 free failures), not the others', async () => {
    forget();
    for (let i = 0; i < 20; i++) expect(await statusOf(`spray-${i}`, 'x', '192.0.2.44')).toBe(401);
    expect(await statusOf('technik', 'technik', '192.0.2.44')).toBe(429);
    expect(await statusOf('technik', 'technik', '192.0.2.45')).toBe(200);
  });

  it('refuses over-long names and passwords before the password check, without counting them', async () => {
    forget();
    const long = await login(server, 'a'.repeat(129), 'x', from('10.1.1.1', 'en'));
    expect(long.status).toBe(400);
    expect(long.body.errors[0]?.message).toBe('User name or password is too long.');
    expect((await login(server, 'gast', 'x'.repeat(1025), from('10.1.1.1'))).status).toBe(400);
    for (let i = 0; i < 5; i++) expect(await statusOf('gast', 'x', '10.1.1.1')).toBe(401);
  });
});
