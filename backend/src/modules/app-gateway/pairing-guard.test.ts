// Failed pairings over /ws/app (docs/protocols.md §7, issue 33): 60 wrong Pair frames on one socket wrote 60 audit
// rows with no backoff, and pairing tokens never expired. Now failures wait like sign-ins (per connection and per
// address), a burst is one audit row with its count, and a token pairs for CS_PAIRING_TOKEN_HOURS (24 h) only.
import type { AppClientMessage } from '@cs/contracts/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPhone } from '../../test-support/app-phone.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { BURST_QUIET_MS } from './pairing-guard.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ appPingMs: null });
  admin = (await login(server, 'admin', 'admin')).cookie as string;
});
afterAll(() => server.close());

const denied = () =>
  server.services.audit.list(500).filter((r) => r.action === 'pairAppClient' && r.outcome === 'denied');
const refusals = async (phone: TestPhone, count: number) => {
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) keys.push((await phone.next('Refused')).key);
  return keys;
};
const wrong: AppClientMessage = { type: 'Pair', token: 'not-a-token-of-ours', permissions: [] };
type Client = {
  id: number;
  pairing_token: string | null;
  pairing_token_expires_at: string | null;
  pairing_token_expired: boolean;
};
const clients = async () =>
  (
    await gql(
      server,
      '{ appClients { id pairing_token pairing_token_expires_at pairing_token_expired } }',
      {},
      { cookie: admin },
    )
  ).body.data?.appClients as Client[];

describe('failed pairings (issue 33)', () => {
  it('60 wrong tokens on one socket: 5 are checked, the rest wait; one audit row for the burst, with its count', async () => {
    const before = denied().length;
    const phone = await TestPhone.connect(server);
    for (let i = 0; i < 60; i += 1) phone.send(wrong);
    const keys = await refusals(phone, 60);
    expect(keys.slice(0, 5)).toEqual(Array(5).fill('unknown_token'));
    expect(keys.slice(5)).toEqual(Array(55).fill('too_many_pairing_attempts'));
    expect(denied()).toHaveLength(before);

    server.clock.advance(BURST_QUIET_MS);
    const rows = denied().slice(0, denied().length - before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'app_client', entity_id: null, address: '127.0.0.1' });
    expect(JSON.parse(rows[0]!.changes)).toMatchObject({
      attempts: 60,
      refused: { unknown: 5, waited: 55 },
    });
    await phone.close();
  });

  it('a new connection does not reset the wait: the address is slowed over all its connections', async () => {
    // the address has had 5 failures above; 15 more from fresh sockets reach its 20, the 21st waits
    for (let i = 0; i < 5; i += 1) {
      const phone = await TestPhone.connect(server);
      for (let j = 0; j < 3; j += 1) phone.send(wrong);
      expect(await refusals(phone, 3)).toEqual(Array(3).fill('unknown_token'));
      await phone.close();
    }
    const next = await TestPhone.connect(server);
    next.send(wrong);
    expect((await next.next('Refused')).key).toBe('too_many_pairing_attempts');
    // after the backoff (1 s, doubling with every further failure) a right token pairs again
    server.clock.advance(60_000);
    const token = (await clients()).find((c) => c.pairing_token)?.pairing_token as string;
    next.send({ type: 'Pair', token, permissions: [] });
    await next.next('Paired');
    await next.close();
  });
});

describe('pairing tokens expire (CS_PAIRING_TOKEN_HOURS, default 24 h)', () => {
  it('a token pairs until it expires; then token_expired, and unpairing (a new token) makes the client pairable', async () => {
    server.clock.advance(BURST_QUIET_MS); // the burst above is written; this address starts afresh
    const all = await clients();
    const [client] = all.filter((c) => c.pairing_token);
    expect(client, JSON.stringify(all)).toBeDefined();
    const { id, pairing_token, pairing_token_expires_at } = client as Client;
    const expires = Date.parse(pairing_token_expires_at as string);
    expect(expires - server.clock.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(expires).toBeGreaterThan(server.clock.now());

    server.clock.advance(expires - server.clock.now());
    const phone = await TestPhone.connect(server);
    phone.send({ type: 'Pair', token: pairing_token as string, permissions: [] });
    expect((await phone.next('Refused')).key).toBe('token_expired');

    // a day later the administrator signs in again (sessions end after 12 h idle) and makes a new token
    admin = (await login(server, 'admin', 'admin')).cookie as string;
    expect((await clients()).find((c) => c.id === id)).toMatchObject({ pairing_token_expired: true });
    const renewed = await gql(
      server,
      'mutation($id: Int!) { unpairAppClient(id: $id) { pairing_token pairing_token_expires_at } }',
      { id },
      { cookie: admin },
    );
    const fresh = renewed.body.data?.unpairAppClient as Client;
    expect(fresh.pairing_token).not.toBe(pairing_token);
    expect(Date.parse(fresh.pairing_token_expires_at as string)).toBe(server.clock.now() + 24 * 3_600_000);
    phone.send({ type: 'Pair', token: fresh.pairing_token as string, permissions: [] });
    expect((await phone.next('Paired')).client_id).toBe(id);
    await phone.close();
  });
});
