// App management against the real server (spec 01 §2 /appmanagement, §6; spec 02 §3, §5): who may use it, the
// licence gate, the client rules and the app settings. The generic create/update/delete of the four entities
// runs in crud/admin-api.test.ts with the other admin entities.
import { describe, expect, it } from 'vitest';
import { admin, run, server, useAdminServer, userWith } from '../../test-support/admin-server.ts';
import { gql } from '../../test-support/test-server.ts';
import { licenceOf } from '../../test-support/installation-data.ts';

useAdminServer();

const licence = () => licenceOf(server);

const code = (res: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  res.body.errors?.[0]?.extensions?.code ?? 'OK';

describe('who may use app management (spec 01 §2 /appmanagement children, §6)', () => {
  // Each row: the list query, the permission its child route names.
  const ROWS = [
    ['appUserGroups', 'app::manage_user_groups'],
    ['appUsers', 'app::manage_users'],
    ['appClients', 'app::manage_devices'],
    ['subscriptionViews', 'app::manage_subscriptions'],
    ['appSettings', 'app::manage_settings'],
  ] as const;
  const selection = (q: string) => (q === 'appSettings' ? 'timeouts_escalation' : 'id');

  // A child's form picks from another child's list, read-only (the app user's group, the subscription view's users).
  const PICKS: Record<string, string> = {
    'app::manage_users': 'appUserGroups',
    'app::manage_subscriptions': 'appUsers',
  };

  it.each(ROWS)(
    '%s: needs %s (no other child permission opens it, but for the list a form picks from)',
    async (query, permission) => {
      const user = await userWith(`app-${permission.split('::')[1]}`, ['app::use_module', permission]);
      for (const [other] of ROWS)
        expect(code(await run(user, `{ ${other} { ${selection(other)} } }`)), other).toBe(
          other === query || PICKS[permission] === other ? 'OK' : 'MISSING_PERMISSION',
        );
    },
  );

  it('every child needs app::use_module besides its own permission', async () => {
    const user = await userWith(
      'app-ohne-modul',
      ROWS.map(([, p]) => p),
    );
    for (const [query] of ROWS)
      expect(code(await run(user, `{ ${query} { ${selection(query)} } }`)), query).toBe('MISSING_PERMISSION');
  });

  it('the app licence gates it (app_clients 0 = unlicensed, spec 01 §3); superusers are exempt (spec 01 §6)', async () => {
    const staff = await userWith('app-lizenz', ['app::use_module', 'app::manage_users']);
    const before = licence().limits.app_clients;
    licence().limits.app_clients = 0;
    try {
      const refused = await run(staff, '{ appUsers { id } }');
      expect(code(refused)).toBe('MISSING_PERMISSION');
      expect(refused.body.errors?.[0]?.message).toMatch(/app/);
      expect(code(await run(admin, '{ appUsers { id } }'))).toBe('OK');
    } finally {
      licence().limits.app_clients = before;
    }
  });
});

const CREATE_CLIENT =
  'mutation($i: AdminAppClientInput!) { createAppClient(input: $i) { id pairing_token } }';

describe('app clients (spec 02 §3, §5)', () => {
  // spec 02 §5: server_url must not be localhost and must include the http(s):// scheme
  it.each([
    ['http://localhost:8080', 'server_url_local'],
    ['https://127.0.0.1', 'server_url_local'],
    ['http://[::1]:3000', 'server_url_local'],
    ['pflegeheim.local', 'url'],
    ['ftp://pflegeheim.local', 'url'],
  ])('server_url %s is refused with %s and nothing is stored', async (url, key) => {
    const before = await run(admin, '{ appClients { id } }');
    const res = await run(admin, CREATE_CLIENT, { i: { name: `Telefon ${url}`, server_url: url } });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ field: 'server_url', key });
    expect((await run(admin, '{ appClients { id } }')).body.data).toEqual(before.body.data);
  });

  it.each([
    ['de', 'localhost ist nicht erlaubt'],
    ['en', 'localhost is not allowed'],
    ['fr', 'localhost n’est pas autorisé'],
    ['it', 'localhost non è consentito'],
  ])('the localhost refusal in %s (spec 02 §8: the user language)', async (lang, text) => {
    const res = await gql(
      server,
      CREATE_CLIENT,
      { i: { name: 'X', server_url: 'http://localhost' } },
      { cookie: admin, lang },
    );
    expect(res.body.errors?.[0]?.message).toContain(text);
  });

  it('the licence limit refuses further clients with license_limit_reached (spec 01 §6)', async () => {
    const count = ((await run(admin, '{ appClients { id } }')).body.data?.appClients as unknown[]).length;
    const before = licence().limits.app_clients;
    licence().limits.app_clients = count;
    try {
      const res = await run(admin, CREATE_CLIENT, {
        i: { name: 'Telefon zu viel', server_url: 'http://10.0.0.9' },
      });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        field: '_form',
        key: 'license_limit_reached',
        data: { max: count },
      });
    } finally {
      licence().limits.app_clients = before;
    }
  });

  it('a new client gets a pairing token; it is unpaired, unknown to reach and lacks nothing yet', async () => {
    const res = await run(
      admin,
      'mutation($i: AdminAppClientInput!) { createAppClient(input: $i) { id pairing_token registration state reachability is_connected problems } }',
      { i: { name: 'Telefon neu', server_url: 'https://pflege.heim.local' } },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createAppClient).toMatchObject({
      pairing_token: expect.stringMatching(/^[2-9A-HJKMNP-TW-Z]{12}$/),
      registration: null,
      state: 'unpaired',
      reachability: 'unknown',
      is_connected: false,
      problems: [],
    });
  });
});

const SETTINGS = `{ appSettings { display_names_enabled subscriptions_enabled timeouts_escalation timeouts_resend
  timeouts_release timeouts_relevant_alerts timeouts_relevant_calls } }`;
const UPDATE =
  'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { timeouts_escalation subscriptions_enabled } }';

describe('app settings (spec 02 §3, §5, §9)', () => {
  it.each([
    ['timeouts_escalation', 4],
    ['timeouts_resend', 3_601],
    ['timeouts_release', 10],
    ['timeouts_relevant_calls', 0],
    ['timeouts_relevant_alerts', 169],
  ])('%s = %s is out of range (between) and changes nothing', async (field, value) => {
    const before = await run(admin, SETTINGS);
    const res = await run(admin, UPDATE, { i: { [field]: value, display_names_enabled: false } });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ field, key: 'between' });
    expect(await run(admin, SETTINGS).then((r) => r.body.data)).toEqual(before.body.data);
  });

  it('only the fields sent change; the change is audited', async () => {
    const res = await run(admin, UPDATE, { i: { timeouts_escalation: 90 } });
    expect(res.body.data?.updateAppSettings).toEqual({
      timeouts_escalation: 90,
      subscriptions_enabled: false,
    });
    const after = (await run(admin, SETTINGS)).body.data?.appSettings as Record<string, unknown>;
    expect(after).toMatchObject({ timeouts_escalation: 90, timeouts_resend: 30, timeouts_release: 600 });
    const audit = await run(admin, '{ auditLog(limit: 1) { action entity changes } }');
    const row = (audit.body.data?.auditLog as Array<{ action: string; entity: string; changes: string }>)[0];
    expect(row).toMatchObject({ action: 'updateAppSettings', entity: 'app_settings' });
    expect(JSON.parse(row?.changes ?? '{}').fields.timeouts_escalation).toEqual({ before: 60, after: 90 });
  });

  it('switching subscriptions off removes every active subscription (spec 02 §5)', async () => {
    await run(admin, UPDATE, { i: { subscriptions_enabled: true } });
    const views = '{ subscriptionViews { id app_user_ids } }';
    const seeded = (await run(admin, views)).body.data?.subscriptionViews as Array<{
      app_user_ids: number[];
    }>;
    expect(seeded.some((v) => v.app_user_ids.length > 0)).toBe(true);
    await run(admin, UPDATE, { i: { subscriptions_enabled: false } });
    const after = (await run(admin, views)).body.data?.subscriptionViews as Array<{ app_user_ids: number[] }>;
    expect(after.map((v) => v.app_user_ids)).toEqual(seeded.map(() => []));
  });
});
