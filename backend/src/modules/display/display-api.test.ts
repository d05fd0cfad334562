// Display profiles and notes over the real server (spec 01 §3, §5, §7; ARCHITECTURE §6 public allow-list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { isNoteActive } from './resolvers.ts';
import { slugify, uniqueSlug } from '@cs/rules/text';

let server: TestServer;
let technik: string;
let pflege: string;
beforeAll(async () => {
  server = await startTestServer();
  technik = (await login(server, 'technik', 'technik')).cookie as string;
  pflege = (await login(server, 'pflege', 'pflege')).cookie as string;
});
afterAll(() => server.close());

const FIELDS = `id name slug locale font_size fullscreen show_video_stream show_presences settings {
  system_id weekday_schedule_id weekday_display_group_1_id weekday_display_group_2_id weekend_schedule_id weekend_display_group_1_id }`;
const CREATE = `mutation ($input: CreateDisplayProfileInput!) { createDisplayProfile(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateDisplayProfileInput!) { updateDisplayProfile(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteDisplayProfile(ids: $ids) { id name } }`;
const LIST = `{ displayProfiles { ${FIELDS} } }`;

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  locale: 'de',
  font_size: 'NORMAL',
  fullscreen: false,
  show_video_stream: false,
  show_presences: true,
  settings: [{ enabled: true, system_id: 1, weekday_schedule_id: 255, weekend_schedule_id: 255 }],
  ...extra,
});

describe('display profiles (spec 01 §3, §7)', () => {
  it('anonymous visitors read profiles (the public display) but cannot create them', async () => {
    expect((await gql(server, LIST)).body.errors).toBeUndefined();
    const res = await gql(server, CREATE, { input: input('Station A') });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('a user without display::manage_display_profiles is refused (spec 01 §6)', async () => {
    const res = await gql(server, CREATE, { input: input('Station A') }, { cookie: pflege });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it('create: slug derived from the name, font size upper case, disabled systems dropped, groups default to none', async () => {
    const res = await gql(
      server,
      CREATE,
      {
        input: input('Station Ärzte 1', {
          font_size: 'LARGEST',
          settings: [
            {
              enabled: true,
              system_id: 1,
              weekday_schedule_id: 20,
              weekday_display_group_1_id: 254,
              weekend_schedule_id: 255,
            },
            { enabled: false, system_id: 2, weekday_schedule_id: 20, weekend_schedule_id: 20 },
          ],
        }),
      },
      { cookie: technik },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createDisplayProfile).toMatchObject({
      name: 'Station Ärzte 1',
      slug: 'station-aerzte-1',
      font_size: 'LARGEST',
      settings: [
        {
          system_id: 1,
          weekday_schedule_id: 20,
          weekday_display_group_1_id: 254,
          weekday_display_group_2_id: 255,
          weekend_schedule_id: 255,
          weekend_display_group_1_id: 255,
        },
      ],
    });
  });

  it('validation: required and unique names, unknown locale and system, with extensions {validation, field, key}', async () => {
    const empty = await gql(server, CREATE, { input: input('   ') }, { cookie: technik, lang: 'de' });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: 'Dieses Feld ist erforderlich',
      extensions: { validation: true, field: 'name', key: 'required' },
    });
    const dup = await gql(
      server,
      CREATE,
      { input: input('station ärzte 1') },
      { cookie: technik, lang: 'en' },
    );
    expect(dup.body.errors?.[0]?.extensions).toMatchObject({
      validation: true,
      field: 'name',
      key: 'unique',
    });
    const bad = await gql(
      server,
      CREATE,
      {
        input: input('Neu', {
          locale: 'es',
          settings: [{ system_id: 9, weekday_schedule_id: 255, weekend_schedule_id: 255 }],
        }),
      },
      { cookie: technik },
    );
    expect(bad.body.errors?.map((e) => [e.extensions?.field, e.extensions?.key])).toEqual([
      ['locale', 'invalid'],
      ['settings', 'invalid'],
    ]);
  });

  it('update (no slug sent): renaming moves the slug; a name that slugifies alike gets a suffix', async () => {
    const b = (await gql(server, CREATE, { input: input('Station-B') }, { cookie: technik })).body.data
      ?.createDisplayProfile as { id: number; slug: string };
    expect(b.slug).toBe('station-b');
    const c = (await gql(server, CREATE, { input: input('Station B') }, { cookie: technik })).body.data
      ?.createDisplayProfile as { id: number; slug: string };
    expect(c.slug).toBe('station-b-2');
    const res = await gql(
      server,
      UPDATE,
      { input: { id: c.id, ...input('Nachtwache', { font_size: 'LARGER', fullscreen: true }) } },
      { cookie: technik },
    );
    expect(res.body.data?.updateDisplayProfile).toMatchObject({
      id: c.id,
      name: 'Nachtwache',
      slug: 'nachtwache',
      font_size: 'LARGER',
      fullscreen: true,
    });
    const unknown = await gql(server, UPDATE, { input: { id: 999, ...input('X') } }, { cookie: technik });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({
      validation: true,
      field: 'id',
      key: 'invalid',
    });
  });

  it('every change is announced to the displays as displayprofile.updated (spec 01 §7)', async () => {
    const client = wsClient(server);
    const messages = collect(client, 'subscription { systemMessages { subject payload } }');
    await messages.next(1); // the time message on subscribe
    await gql(server, CREATE, { input: input('Aufwachraum') }, { cookie: technik });
    await messages.next(2);
    expect(
      messages.results.map((r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject),
    ).toContain('displayprofile.updated');
    messages.unsubscribe();
    await client.dispose();
  });

  it('delete by id list returns the deleted profiles; the list no longer has them', async () => {
    const before = (await gql(server, LIST)).body.data?.displayProfiles as Array<{
      id: number;
      name: string;
    }>;
    const target = before.find((p) => p.name === 'Nachtwache') as { id: number };
    const res = await gql(server, DELETE, { ids: [target.id, 12345] }, { cookie: technik });
    expect(res.body.data?.deleteDisplayProfile).toEqual([{ id: target.id, name: 'Nachtwache' }]);
    const after = (await gql(server, LIST)).body.data?.displayProfiles as Array<{ id: number }>;
    expect(after.map((p) => p.id)).not.toContain(target.id);
    expect(after.length).toBe(before.length - 1);
  });

  it('the list is sorted by name', async () => {
    const names = ((await gql(server, LIST)).body.data?.displayProfiles as Array<{ name: string }>).map(
      (p) => p.name,
    );
    expect(names).toEqual(['Aufwachraum', 'Station Ärzte 1', 'Station-B']);
  });
});

describe('active display notes (spec 01 §3, §7)', () => {
  it('anonymous read, empty on a fresh installation', async () => {
    const res = await gql(
      server,
      '{ activeDisplayNotes { id title text color sort_order display_date active display_from display_until } }',
    );
    expect(res.body).toEqual({ data: { activeDisplayNotes: [] } });
  });

  const note = (over: Partial<Parameters<typeof isNoteActive>[0]>) => ({
    id: 1,
    title: 'T',
    text: '',
    color: 'blue' as const,
    sort_order: 1,
    display_date: null,
    active: true,
    display_from: null,
    display_until: null,
    ...over,
  });
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['active, no window', note({}), true],
    ['inactive', note({ active: false }), false],
    ['not yet', note({ display_from: '2026-03-01T12:00:01Z' }), false],
    ['from now', note({ display_from: '2026-03-01T12:00:00Z' }), true],
    ['until now', note({ display_until: '2026-03-01T12:00:00Z' }), true],
    ['over', note({ display_until: '2026-03-01T11:59:59Z' }), false],
    ['a date-only until covers its whole day', note({ display_until: '2026-03-01' }), true],
    ['a date-only until of yesterday is over', note({ display_until: '2026-02-28' }), false],
  ])('%s -> %s', (_n, n, expected) => expect(isNoteActive(n, now)).toBe(expected));
});

describe('slugs', () => {
  it.each([
    ['Station Ärzte 1', 'station-aerzte-1'],
    ['  Große Pflege / Süd ', 'grosse-pflege-sued'],
    ['Étage 3', 'etage-3'],
    ['!!!', 'profil'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));
  it('appends -2, -3 to a taken slug', () => expect(uniqueSlug('A', new Set(['a', 'a-2']))).toBe('a-3'));
});
