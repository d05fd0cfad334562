// Issue 33: a secret never leaves with its address. Changing a configurator's, hub's, alert channel's or the mail
// server's address (host, port, TLS mode) without giving the secret again removes the stored secret, for every
// store of secrets (entity descriptions and the mail settings alike), so the next connection cannot carry it to
// whoever answers at the new address. Other edits keep it (spec 02 §3: an empty password keeps the stored one).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../crud/registry.ts';
import { startSmtpCatcher } from '../test-support/smtp-catcher.ts';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let admin: string;
let technik: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
  // a technician: admin::manage_system, not a superuser
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const UPDATE_SYSTEM =
  'mutation($i: AdminSystemParamInput!) { updateSystemParam(input: $i) { id ip tcp_port name password_set } }';
const CREATE_HUB = 'mutation($i: AdminHubInput!) { createHub(input: $i) { id password_set } }';
const UPDATE_HUB = 'mutation($i: AdminHubInput!) { updateHub(input: $i) { id ip name password_set } }';
const configurator = () => server.services.systems.get(1)!.configurator;

/** Every byte that reaches a listener at a new address, each connection's first chunk. */
async function listener(): Promise<{ port: number; first: Promise<string>; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let arrived!: (text: string) => void;
  const first = new Promise<string>((resolve) => (arrived = resolve));
  const tcp: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', (chunk: Buffer) => arrived(chunk.toString('latin1')));
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return {
    port: (tcp.address() as AddressInfo).port,
    first,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        tcp.close(() => resolve());
      }),
  };
}

/** What a first chunk says in clear, Basic authorisation headers decoded. */
const inClear = (text: string) =>
  text + [...text.matchAll(/Basic ([A-Za-z0-9+/=]+)/g)].map((m) => Buffer.from(m[1]!, 'base64').toString());

describe('every stored secret states the address it belongs to', () => {
  it('each stored secret of every entity description names its address fields ([] when it has none)', () => {
    const undeclared = ENTITIES.flatMap((d) =>
      Object.entries(d.fields)
        .filter(([, spec]) => spec.secret && spec.stored !== false && spec.address === undefined)
        .map(([name]) => `${d.type}.${name}`),
    );
    expect(undeclared).toEqual([]);
    const addressOf = (type: string, field: string) =>
      ENTITIES.find((d) => d.type === type)?.fields[field]?.address;
    expect(addressOf('SystemParam', 'password')).toEqual(['ip', 'tcp_port']);
    expect(addressOf('Hub', 'password')).toEqual(['ip']);
    expect(addressOf('AlertChannel', 'secret')).toEqual(['outbound_url']);
  });
});

describe('configurator (system parameters)', () => {
  it('a new port without the password removes the stored one: the new address never receives it', async () => {
    await gql(server, UPDATE_SYSTEM, { i: { id: 1, password: 'gets-geheim-1' } }, { cookie: admin });
    expect(configurator().password).toBe('gets-geheim-1');
    const stranger = await listener();
    try {
      const res = await gql(
        server,
        UPDATE_SYSTEM,
        { i: { id: 1, ip: '127.0.0.1', tcp_port: stranger.port } },
        { cookie: technik },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.updateSystemParam).toMatchObject({
        ip: '127.0.0.1',
        tcp_port: stranger.port,
        password_set: false,
      });
      expect(configurator().password).toBeNull();
      // the gateway connects to the new address at once: what it sends there holds no stored password
      expect(inClear(await stranger.first)).not.toContain('gets-geheim-1');
    } finally {
      await stranger.close();
    }
  });

  it('with the password the new address is saved with it; other changes keep the stored password', async () => {
    const res = await gql(
      server,
      UPDATE_SYSTEM,
      { i: { id: 1, ip: '10.66.0.1', password: 'neu-am-ort' } },
      { cookie: admin },
    );
    expect(res.body.data?.updateSystemParam).toMatchObject({ ip: '10.66.0.1', password_set: true });
    expect(configurator().password).toBe('neu-am-ort');
    const renamed = await gql(
      server,
      UPDATE_SYSTEM,
      { i: { id: 1, name: 'Haus Linde' } },
      { cookie: technik },
    );
    expect(renamed.body.data?.updateSystemParam).toMatchObject({ password_set: true });
    expect(configurator().password).toBe('neu-am-ort');
  });

  it('the audit row records the change with the password redacted', async () => {
    await gql(server, UPDATE_SYSTEM, { i: { id: 1, ip: '10.66.0.2' } }, { cookie: technik });
    const res = await gql(server, '{ auditLog(limit: 5) { action changes } }', {}, { cookie: admin });
    const row = (res.body.data?.auditLog as Array<{ action: string; changes: string }>).find(
      (r) => r.action === 'updateSystemParam',
    )!;
    expect(JSON.parse(row.changes).fields).toMatchObject({ ip: { after: '10.66.0.2' }, password: '***' });
    expect(JSON.stringify(res.body)).not.toContain('neu-am-ort');
  });
});

describe('hub', () => {
  it('a new address without the password removes it; with it, saved; a rename keeps it', async () => {
    const made = await gql(
      server,
      CREATE_HUB,
      { i: { name: 'Hub Ost', ip: '10.0.0.20:8080', username: 'admin', password: 'hub-geheim' } },
      { cookie: admin },
    );
    const { id, password_set } = made.body.data?.createHub as { id: number; password_set: boolean };
    expect(password_set).toBe(true);
    const hubOf = () => server.services.systems.get(1)!.hubs.find((h) => h.id === id);
    const renamed = await gql(server, UPDATE_HUB, { i: { id, name: 'Hub Ost 2' } }, { cookie: technik });
    expect(renamed.body.data?.updateHub).toMatchObject({ password_set: true });
    expect(hubOf()).toMatchObject({ password: 'hub-geheim' });
    const moved = await gql(server, UPDATE_HUB, { i: { id, ip: '10.0.0.99:8080' } }, { cookie: technik });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.updateHub).toMatchObject({ ip: '10.0.0.99:8080', password_set: false });
    expect(hubOf()).toMatchObject({ ip: '10.0.0.99:8080', password: null });
    const again = await gql(
      server,
      UPDATE_HUB,
      { i: { id, ip: '10.0.0.98:8080', password: 'hub-neu' } },
      { cookie: admin },
    );
    expect(again.body.data?.updateHub).toMatchObject({ password_set: true });
    expect(hubOf()).toMatchObject({ ip: '10.0.0.98:8080', password: 'hub-neu' });
  });
});

describe('alert channel', () => {
  it('a new outbound address without the secret removes it (has_secret false)', async () => {
    const CHANNEL = 'id has_secret outbound_url';
    const made = await gql(
      server,
      `mutation($i: AdminAlertChannelInput!) { createAlertChannel(input: $i) { ${CHANNEL} } }`,
      {
        i: {
          name: 'Pager Ost',
          outbound_enabled: true,
          outbound_url: 'https://pager.heim.example/in',
          secret: 'pager-geheim',
        },
      },
      { cookie: admin },
    );
    const id = (made.body.data?.createAlertChannel as { id: number }).id;
    const moved = await gql(
      server,
      `mutation($i: AdminAlertChannelInput!) { updateAlertChannel(input: $i) { ${CHANNEL} } }`,
      { i: { id, outbound_url: 'https://elsewhere.example/in' } },
      { cookie: technik },
    );
    expect(moved.body.data?.updateAlertChannel).toMatchObject({ has_secret: false });
    const stored = server.services.systems.get(1)!.alert_channels?.find((c) => c.id === id);
    expect(stored?.secret).toBeNull();
  });
});

describe('mail server (global settings)', () => {
  const SETTINGS = 'host port tls_mode user password_set';
  const update = (cookie: string, input: Record<string, unknown>) =>
    gql(
      server,
      `mutation($i: SmtpSettingsInput!) { updateSmtpSettings(input: $i) { ${SETTINGS} } }`,
      { i: input },
      { cookie },
    );
  const SERVER = {
    host: 'mail.heim.example',
    port: 587,
    tls_mode: 'starttls',
    user: 'rufanlage',
    sender: 'rufanlage@heim.example',
  };

  it('host, port or TLS mode changed without the password removes it; nothing else does', async () => {
    for (const change of [{ host: 'mail2.heim.example' }, { port: 25 }, { tls_mode: 'tls' }]) {
      await update(admin, { ...SERVER, password: 'Mail-Geheim-7' });
      const moved = await update(technik, { ...SERVER, ...change });
      expect(moved.body.data?.updateSmtpSettings).toMatchObject({ ...change, password_set: false });
      expect(server.services.installation.smtpSettings()?.password).toBe('');
    }
    await update(admin, { ...SERVER, password: 'Mail-Geheim-7' });
    const sameServer = await update(technik, { ...SERVER, host: ' MAIL.heim.example ', user: 'rufanlage2' });
    expect(sameServer.body.data?.updateSmtpSettings).toMatchObject({ password_set: true });
    expect(server.services.installation.smtpSettings()?.password).toBe('Mail-Geheim-7');
  });

  it('the next mail after a change of host and TLS mode brings no password to the new server', async () => {
    // a server that takes any login, as one set up to collect passwords would
    const collector = await startSmtpCatcher(undefined, { anyLogin: true });
    try {
      await update(admin, { ...SERVER, password: 'Mail-Geheim-7' });
      const moved = await update(technik, {
        ...SERVER,
        host: '127.0.0.1',
        port: collector.port,
        tls_mode: 'none',
      });
      const done = server.services.bus.next('sendLog', (r) => r.state !== 'pending');
      server.services.mail.submit({
        kind: 'report',
        system_id: null,
        subject: 'daily',
        locale: 'de',
        dedupe_key: null,
        mail: { to: ['leitung@heim.example'], subject: 'Täglicher Bericht', text: '-', html: '<p>-</p>' },
      });
      await done;
      expect(collector.logins.map((l) => l.password)).not.toContain('Mail-Geheim-7');
      expect(JSON.stringify(collector.mails.map((m) => m.parsed.headerLines))).not.toContain('Mail-Geheim-7');
      expect(moved.body.data?.updateSmtpSettings).toMatchObject({ password_set: false });
    } finally {
      await collector.close();
    }
  });
});
