// The home page's overview (spec 01 §2 /home fallback): per system the user may use (system_access), the Gets
// link and what is open now, as the displays see it; nothing without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

const QUERY = '{ systemsOverview { id name link open_calls emergencies presences } }';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
});
afterAll(() => server.close());

const overviewOf = async (user: string) => {
  const { cookie } = await login(server, user, user);
  const res = await gql(server, QUERY, {}, { cookie });
  return (res.body.data as { systemsOverview: Array<Record<string, unknown>> }).systemsOverview;
};

describe('systemsOverview', () => {
  it('counts the open calls, emergencies and presences of each system the user may use', async () => {
    const demo = server.services.demo!;
    const open = () =>
      server.services.calls
        .system(1)!
        .openCalls()
        .map((c) => `${c.number}/${c.call_type_id}`);
    demo.press(1, 8, 'alert');
    demo.trigger(1, { deviceId: 23, callTypeId: 2, close: false });
    demo.press(1, 10, 'presence');
    await waitFor(
      () => ['8/4', '23/2', '10/6'].every((c) => open().includes(c)),
      'alert, emergency, presence',
    );
    // Demo call types (ARCHITECTURE §8): 2 emergency, 4 alert, 6 presence (an emergency brings its presence).
    const count = (type: string) => open().filter((c) => c.endsWith(`/${type}`)).length;

    const admin = await overviewOf('admin');
    expect(admin.find((s) => s.id === 1)).toMatchObject({
      link: 'online',
      open_calls: count('4') + count('2'),
      emergencies: count('2'),
      presences: count('6'),
    });
    expect(count('6')).toBeGreaterThanOrEqual(1);
    expect(admin.length).toBeGreaterThan(1);
    // pflege may use system 1 only (system_access [1]).
    expect((await overviewOf('pflege')).map((s) => s.id)).toEqual([1]);
  });

  it('needs a session', async () => {
    const res = await gql(server, QUERY);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
  });
});
