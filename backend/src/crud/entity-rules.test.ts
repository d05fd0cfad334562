// Entity rules that need more than one field or record (spec 02 §5 field rules), against the real server.
import { describe, expect, it } from 'vitest';
import { PNG } from '../test-support/admin-samples.ts';
import { admin, pflege, run, server, setSystemLimit, useAdminServer } from '../test-support/admin-server.ts';
import { collect, login, wsClient } from '../test-support/test-server.ts';

useAdminServer();

describe('entity rules that need more than one field or record', () => {
  it("schedules: 2 to 5 ascending times; the limit says 'Die maximale Anzahl an Zeitplänen wurde erreicht.'", async () => {
    const create = (input: Record<string, unknown>) =>
      run(admin, 'mutation($i: AdminScheduleInput!) { createSchedule(input: $i) { id } }', { i: input });
    const one = await create({ name: 'Nur eine', time_1: '06:00' });
    expect(one.body.errors?.[0]?.extensions).toMatchObject({ field: 'time_2', key: 'required' });
    const gap = await create({ name: 'Lücke', time_1: '06:00', time_3: '08:00' });
    expect(gap.body.errors?.[0]?.extensions).toMatchObject({ field: 'time_2', key: 'required' });
    const existing = (await run(admin, '{ schedules { id } }')).body.data?.schedules as unknown[];
    for (let i = existing.length; i < 20; i++)
      expect(
        (await create({ name: `Plan ${i}`, time_1: '06:00', time_2: '18:00' })).body.errors,
      ).toBeUndefined();
    const full = await create({ name: 'Zu viel', time_1: '06:00', time_2: '18:00' });
    expect(full.body.errors?.[0]?.message).toBe('Die maximale Anzahl an Zeitplänen wurde erreicht.');
    expect(full.body.errors?.[0]?.extensions).toMatchObject({
      field: '_form',
      key: 'schedule_limit_reached',
    });
    const ids = (
      (await run(admin, '{ schedules { id } }')).body.data?.schedules as Array<{ id: number }>
    ).map((s) => s.id);
    expect(ids).not.toContain(255);
    await run(admin, 'mutation($ids: [Int!]!) { deleteSchedule(ids: $ids) { id } }', {
      ids: ids.filter((id) => !existing.some((e) => (e as { id: number }).id === id)),
    });
  });

  it('a schedule change sets last_gets_change and tells the displays (schedule.updated)', async () => {
    const client = wsClient(server);
    try {
      const sub = collect(client, 'subscription { systemMessages { subject } }');
      await sub.next(1);
      const res = await run(
        admin,
        'mutation { updateSchedule(input: { id: 20, name: "Ganzer Tag" }) { id name } }',
      );
      expect(res.body.errors).toBeUndefined();
      await sub.next(2);
      expect(
        sub.results.map((r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject),
      ).toContain('schedule.updated');
      sub.unsubscribe();
    } finally {
      await client.dispose();
    }
    const state = await run(admin, '{ appState { last_gets_change } }');
    expect(
      (state.body.data?.appState as { last_gets_change: string | null }).last_gets_change,
    ).not.toBeNull();
  });

  it('alert channels: the secret is read back by superusers only; others see that one exists (spec 02 §6)', async () => {
    const technik = (await login(server, 'technik', 'technik')).cookie as string;
    const made = await run(
      admin,
      'mutation { createAlertChannel(input: { name: "Sirene", secret: "alert-secret-2" }) { id secret has_secret } }',
    );
    const channel = made.body.data?.createAlertChannel as { id: number; secret: string; has_secret: boolean };
    expect(channel).toMatchObject({ secret: 'alert-secret-2', has_secret: true });
    const seen = await run(technik, '{ alertChannels { id secret has_secret } }');
    expect(JSON.stringify(seen.body)).not.toContain('alert-secret-2');
    expect(
      (seen.body.data?.alertChannels as Array<{ id: number; has_secret: boolean }>).find(
        (c) => c.id === channel.id,
      )?.has_secret,
    ).toBe(true);
    const kept = await run(
      technik,
      'mutation($i: AdminAlertChannelInput!) { updateAlertChannel(input: $i) { id } }',
      { i: { id: channel.id, name: 'Sirene 2', secret: '' } },
    );
    expect(kept.body.errors).toBeUndefined();
    expect(
      (await run(admin, `{ alertChannel(id: ${channel.id}) { secret } }`)).body.data?.alertChannel,
    ).toEqual({ secret: 'alert-secret-2' });
  });

  it('hubs: the password is kept when an update leaves it empty and never returned; status is shown', async () => {
    const res = await run(admin, '{ hubs { id name status last_sync } }');
    expect(res.body.errors).toBeUndefined();
    expect(
      (res.body.data?.hubs as Array<{ status: string }>).every((h) => typeof h.status === 'string'),
    ).toBe(true);
  });

  it('users: a new user needs a password; the stored hash is never returned; the new password logs in', async () => {
    const missing = await run(admin, 'mutation { createUser(input: { name: "ohnepw" }) { id } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ field: 'password', key: 'required' });
    const made = await run(
      admin,
      'mutation { createUser(input: { name: "nachtwache", password: "nacht-1234", password_repeat: "nacht-1234", roles: [2] }) { id } }',
    );
    expect(made.body.errors).toBeUndefined();
    expect((await login(server, 'nachtwache', 'nacht-1234')).body.ok).toBe(true);
  });

  it("system parameters: the licence limits the systems ('Die lizenzierte Anzahl an Konfiguratoren wurde erreicht')", async () => {
    setSystemLimit(2);
    const res = await run(
      admin,
      'mutation { createSystemParam(input: { name: "Haus Eiche", ip: "10.0.0.7", password: "x" }) { id } }',
    );
    expect(res.body.errors?.[0]?.message).toBe('Die lizenzierte Anzahl an Konfiguratoren wurde erreicht');
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      field: '_form',
      key: 'configurator_limit_reached',
    });
    const list = await run(admin, '{ systemParams { id name ip tcp_port version } }');
    expect((list.body.data?.systemParams as Array<{ id: number }>).map((s) => s.id)).toEqual([1, 2]);
    expect(JSON.stringify(list.body)).not.toContain('password');
    setSystemLimit(3);
  });

  it('checkpoint maps: the image is kept as a file and served to admins; over 5 MB or unreadable is refused', async () => {
    const made = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { createCheckpointMap(input: $i) { id image_url checkpoints { number position_x } } }',
      { i: { name: 'OG Plan', image: PNG } },
    );
    const map = made.body.data?.createCheckpointMap as { id: number; image_url: string };
    expect(map.image_url).toMatch(/^\/backend\/images\/system-1-map-\d+-\w+\.png$/);
    const img = await fetch(`${server.url}${map.image_url}`, { headers: { cookie: admin } });
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.url}${map.image_url}`, { headers: { cookie: pflege } })).status).toBe(403);
    expect((await fetch(`${server.url}${map.image_url}`)).status).toBe(401);
    const big = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64')}`;
    const tooLarge = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { id } }',
      { i: { id: map.id, image: big } },
    );
    expect(tooLarge.body.errors?.[0]?.extensions).toMatchObject({ field: 'image', key: 'file_too_large' });
    const unreadable = await run(
      admin,
      'mutation($i: AdminCheckpointMapInput!) { updateCheckpointMap(input: $i) { id } }',
      { i: { id: map.id, image: 'data:text/plain;base64,aGFsbG8=' } },
    );
    expect(unreadable.body.errors?.[0]?.extensions).toMatchObject({ field: 'image', key: 'file_unreadable' });
  });

  it('sort pages set sort_order by position (call types)', async () => {
    const list = (await run(admin, '{ callTypes { id } }')).body.data?.callTypes as Array<{ id: number }>;
    const reversed = list.map((c) => c.id).reverse();
    const res = await run(admin, 'mutation($ids: [Int!]!) { sortCallTypes(ids: $ids) { id sort_order } }', {
      ids: reversed,
    });
    expect((res.body.data?.sortCallTypes as Array<{ id: number }>).map((c) => c.id)).toEqual(reversed);
  });
});
