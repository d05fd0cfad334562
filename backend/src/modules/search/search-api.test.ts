// The global search against the real server with the demo facility (spec 01 §7 Search: categories with results
// of entity, key and kind; spec 01 §5 "Global search needs at least 2 characters"; spec 01 §2 global search: the
// box is for systemtree::use_module or admin::manage_system with the management licence; spec 01 §6 system access).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
const cookies: Record<string, string> = {};
const SEARCH = `query($q: String!) { search(query: $q) { category total results { entity key kind id title subtitle } } }`;

interface Category {
  category: string;
  total: number;
  results: Array<{
    entity: string;
    key: string;
    kind: string;
    id: number;
    title: string;
    subtitle: string | null;
  }>;
}
const run = async (q: string, who = 'admin', o: { system?: string; lang?: string } = {}) =>
  gql(server, SEARCH, { q }, { cookie: cookies[who], ...o });
const found = async (q: string, who = 'admin') => (await run(q, who)).body.data?.search as Category[];
const ids = (cats: Category[], category: string) =>
  cats.find((c) => c.category === category)?.results.map((r) => r.id) ?? [];

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'technik', 'pflege'])
    cookies[name] = (await login(server, name, name)).cookie!;
});
afterAll(async () => server?.close());

describe('search finds (spec 01 §7 Search over nodes, sections, call sources, flight profiles)', () => {
  // Demo ward system 1: 7 resident "Hansueli Tobler" (text "Herr Tobler"), 24 his medallion, 23 the call button
  // of room 101 (serial 78B9F4D0, number 23), sections "Wohnbereich 1/2", flight profile 1 "Weglaufschutz ...".
  const cases = [
    { q: 'tobler', category: 'nodes', expected: [7, 24], first: 7 },
    { q: '  TOBLER ', category: 'nodes', expected: [7, 24], first: 7 },
    { q: '78b9f4', category: 'nodes', expected: [23], first: 23 },
    { q: 'Herr Tob', category: 'nodes', expected: [7], first: 7 },
    { q: 'wohnbereich', category: 'sections', expected: [1, 2], first: 1 },
    { q: 'weglauf', category: 'flight_profiles', expected: [1, 2], first: 1 },
  ];
  it.each(cases)('"$q" in $category', async ({ q, category, expected, first }) => {
    const hits = ids(await found(q), category);
    expect([...hits].sort((a, b) => a - b)).toEqual(expected);
    expect(hits[0]).toBe(first);
  });

  it('answers entity, key and kind; a name that starts with the query ranks first; where the node is', async () => {
    const cats = await found('zimmer 10');
    const nodes = cats.find((c) => c.category === 'nodes')!;
    expect(nodes.results[0]).toMatchObject({
      entity: 'system_tree_node',
      key: String(nodes.results[0]!.id),
      kind: 'room',
      title: 'Zimmer 101',
      subtitle: 'Haus Lindenhof › 1. Stock',
    });
    expect(nodes.results.length).toBeLessThanOrEqual(10);
    expect(nodes.total).toBeGreaterThan(nodes.results.length); // rooms, devices named "Zimmer 10x": more than 10
  });

  it('needs at least 2 trimmed characters (spec 01 §5); more than 100 is refused with the catalogue message', async () => {
    expect(await found('t')).toEqual([]);
    expect(await found(' t  ')).toEqual([]);
    expect((await found('to')).length).toBeGreaterThan(0);
    const long = await run('x'.repeat(101), 'admin', { lang: 'en' });
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'At most 100 characters allowed',
      extensions: { validation: true, field: 'query', key: 'max_length' },
    });
  });

  it('finds nothing: an empty list', async () => {
    expect(await found('qqxxzz')).toEqual([]);
  });
});

describe('who searches what (spec 01 §2 global search, spec 01 §6)', () => {
  it('refuses a user with neither systemtree::use_module nor admin::manage_system (pflege), and anonymous callers', async () => {
    expect((await run('tobler', 'pflege')).body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    expect((await gql(server, SEARCH, { q: 'tobler' })).body.errors?.[0]?.extensions?.code).toBe(
      'MISSING_AUTH',
    );
  });

  it('flight profiles need admin::manage_flightprofiles: technik (without it) gets nodes and sections only', async () => {
    expect((await found('weglauf', 'technik')).map((c) => c.category)).toEqual([]);
    expect((await found('wohnbereich', 'technik')).map((c) => c.category)).toEqual(['sections']);
    expect(ids(await found('tobler', 'technik'), 'nodes')).toContain(7);
  });

  it('hidden devices are not found: tech devices need systemtree::see_tech_devices', async () => {
    const holder = server.services.users.byName('technik')!;
    const role = server.services.users.rolesOf(holder).find((r) => r.id === 1)!;
    const held = role.permissions;
    expect(ids(await found('technikeingang', 'technik'), 'nodes').length).toBeGreaterThan(0);
    try {
      role.permissions = held.filter((p) => p !== 'systemtree::see_tech_devices');
      expect(ids(await found('technikeingang', 'technik'), 'nodes')).toEqual([]);
    } finally {
      role.permissions = held;
    }
  });

  it('searches the selected system only; a system outside system_access is refused (424)', async () => {
    const two = (await run('birkenweg', 'admin', { system: '02' })).body.data?.search as Category[];
    expect(ids(two, 'nodes').length).toBeGreaterThan(0);
    expect(ids(await found('birkenweg'), 'nodes')).toEqual([]);
    const pflegeRole = server.services.users.rolesOf(server.services.users.byName('pflege')!)[0]!;
    const held = pflegeRole.permissions;
    try {
      pflegeRole.permissions = [...held, 'systemtree::use_module'];
      expect((await run('tobler', 'pflege', { system: '02' })).status).toBe(424);
      expect(ids((await run('tobler', 'pflege')).body.data?.search as Category[], 'nodes')).toContain(7);
    } finally {
      pflegeRole.permissions = held;
    }
  });
});
