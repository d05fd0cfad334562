// Issue 18: the mail server in the global settings over GraphQL. Spec 01 §2 admin settings (admin::manage_system),
// spec 02 §5 validation catalogue (errors per field, in the caller's language, nothing changed), the password a
// secret (never answered, audited as ***), spec 02 §3 send log readable with the analytics licence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogger, type Logger } from '../../platform/logger.ts';
import { capturedLog } from '../../test-support/captured-log.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let admin: string;
let technik: string;
let pflege: string;

const SETTINGS = 'host port tls_mode user password_set sender configured';
const read = (cookie: string) => gql(server, `{ smtpSettings { ${SETTINGS} } }`, {}, { cookie });
const update = (cookie: string, input: Record<string, unknown>, lang = 'de') =>
  gql(
    server,
    `mutation($input: SmtpSettingsInput!) { updateSmtpSettings(input: $input) { ${SETTINGS} } }`,
    { input },
    { cookie, lang },
  );
const VALID = {
  host: 'mail.heim.example',
  port: 587,
  tls_mode: 'starttls',
  user: 'rufanlage',
  password: 'Geheim-42!',
  sender: 'rufanlage@heim.example',
};

const captured = capturedLog('trace');
let previousLogger: Logger;

beforeAll(async () => {
  previousLogger = setLogger(captured.logger);
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
});
afterAll(async () => {
  await server.close();
  setLogger(previousLogger);
});

describe('SMTP settings (global settings, admin::manage_system)', () => {
  it('are not configured on a fresh installation', async () => {
    const res = await read(technik);
    expect(res.body.data?.smtpSettings).toMatchObject({ configured: false, password_set: false, host: '' });
  });

  it('refuses bad input with one catalogue error per field in the caller language, and changes nothing', async () => {
    const res = await update(
      technik,
      { host: 'mail server', port: 70000, tls_mode: 'ssl', sender: 'kein-mail' },
      'en',
    );
    const errors = res.body.errors ?? [];
    const byField = Object.fromEntries(errors.map((e) => [e.extensions?.field, e]));
    expect(Object.keys(byField).sort()).toEqual(['host', 'port', 'sender', 'tls_mode']);
    expect(byField.host?.extensions?.key).toBe('format');
    expect(byField.port?.message).toBe('The value must be between 1 and 65535');
    expect(byField.sender?.message).toBe('Not a valid e-mail address');
    expect(byField.tls_mode?.extensions?.code).toBe('VALIDATION_FAILED');
    const missing = await update(technik, {}, 'de');
    expect(missing.body.errors?.find((e) => e.extensions?.field === 'host')?.message).toBe(
      'Dieses Feld ist erforderlich',
    );
    expect((await read(technik)).body.data?.smtpSettings).toMatchObject({ configured: false });
  });

  it('saves a server; the password is never answered, only whether one is set', async () => {
    const res = await update(technik, VALID);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.updateSmtpSettings).toEqual({
      configured: true,
      host: 'mail.heim.example',
      port: 587,
      tls_mode: 'starttls',
      user: 'rufanlage',
      password_set: true,
      sender: 'rufanlage@heim.example',
    });
    expect(JSON.stringify(res.body)).not.toContain('Geheim-42!');
    expect(server.services.installation.smtpSettings()?.password).toBe('Geheim-42!');
  });

  it('an empty password keeps the stored one while the server stays; clear_password removes it', async () => {
    const kept = await update(technik, { ...VALID, password: '', user: 'rufanlage2' });
    expect(kept.body.data?.updateSmtpSettings).toMatchObject({ user: 'rufanlage2', password_set: true });
    expect(server.services.installation.smtpSettings()?.password).toBe('Geheim-42!');
    const cleared = await update(technik, { ...VALID, password: null, clear_password: true });
    expect(cleared.body.data?.updateSmtpSettings).toMatchObject({ password_set: false });
    await update(technik, VALID);
  });

  it('the audit log records the change with the password as ***', async () => {
    const res = await gql(
      server,
      '{ auditLog(limit: 20) { action changes outcome } }',
      {},
      { cookie: admin },
    );
    const rows = (
      res.body.data?.auditLog as Array<{ action: string; changes: string; outcome: string }>
    ).filter((r) => r.action === 'updateSmtpSettings');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.changes.includes('"password":"***"'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Geheim-42!');
  });

  it('no log line holds the password (requests and audit are logged at trace level here)', () => {
    expect(captured.raw.length).toBeGreaterThan(0);
    expect(captured.raw.join('')).not.toContain('Geheim-42!');
  });

  it('needs admin::manage_system: a care user is refused and nothing changes', async () => {
    expect((await read(pflege)).body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const res = await update(pflege, { ...VALID, host: 'evil.example' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    expect(server.services.installation.smtpSettings()?.host).toBe('mail.heim.example');
    const anonymous = await read('');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('the send log is for incident, report or mail server managers; not for care staff', async () => {
    expect(
      (await gql(server, '{ sendLog { id } }', {}, { cookie: pflege })).body.errors?.[0]?.extensions?.code,
    ).toBe('MISSING_PERMISSION');
    expect((await gql(server, '{ sendLog { id } }', {}, { cookie: technik })).body.data?.sendLog).toEqual([]);
  });
});

describe('the send log shows a user the mails of their systems only (spec 01 §6 system_access; issue 33)', () => {
  it('a system-1 manager sees system 1’s notifications, not system 2’s nor the reports about every system', async () => {
    const row = (system_id: number | null, title: string) =>
      server.services.sendLog.create({
        created_at: '2025-01-06T10:00:00.000Z',
        kind: system_id === null ? 'report' : 'notification',
        subject: system_id === null ? 'daily' : 'device_battery',
        locale: 'de',
        dedupe_key: null,
        system_id,
        mail: { to: [`leitung-${title}@heim.example`], subject: title, text: '-', html: '-' },
      });
    row(1, 'Batterie schwach: Zimmer 12 (Haus Lindenhof)');
    row(2, 'Batterie schwach: Zimmer 7 (Haus Birkenweg)');
    row(null, 'Täglicher Bericht 05.01.2025');
    const titles = async (cookie: string) =>
      (
        (await gql(server, '{ sendLog { title recipients } }', {}, { cookie })).body.data?.sendLog as Array<{
          title: string;
        }>
      ).map((e) => e.title);
    expect(await titles(admin)).toEqual([
      'Täglicher Bericht 05.01.2025',
      'Batterie schwach: Zimmer 7 (Haus Birkenweg)',
      'Batterie schwach: Zimmer 12 (Haus Lindenhof)',
    ]);
    const limited = await gql(
      server,
      'mutation($i: AdminUserInput!) { updateUser(input: $i) { id system_access } }',
      { i: { id: 2, system_access: [1] } },
      { cookie: admin },
    );
    expect(limited.body.data?.updateUser).toMatchObject({ system_access: [1] });
    expect(await titles(technik)).toEqual(['Batterie schwach: Zimmer 12 (Haus Lindenhof)']);
    // the same for the system it asks about: the filter is the user's, not the request's
    const asSystem2 = await gql(server, '{ sendLog { title } }', {}, { cookie: technik, system: '02' });
    expect(JSON.stringify(asSystem2.body)).not.toContain('Birkenweg');
  });
});
