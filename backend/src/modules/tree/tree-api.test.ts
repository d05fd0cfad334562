// The tree area's queries over HTTP against the real server with the demo facility (system 1: Haus Lindenhof,
// twin/src/ward demo layout). Spec 02 §3 system tree node (inheritance flags, relations), spec 02 §7
// systemTreeNode, spec 01 §2 tree area and route guard rules, spec 01 §6 systemtree permissions and system access.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, login, startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
const cookies: Record<string, string> = {};

const TREE = `query($view: Int) { systemTree(view: $view) {
  view_id views { id name is_system_view level }
  nodes { id parent_id kind name sort_order text_short text_long section_id section_name open_calls child_count } } }`;
const SOURCE = 'id name';
const NODE = `query($id: Int!) { systemTreeNode(id: $id) {
  id kind name serial
  text_short { value own inherited source { ${SOURCE} } }
  text_long { value own inherited source { ${SOURCE} } }
  section { id name inherited own_id source { ${SOURCE} } }
  flight_profile { id name inherited own_id source { ${SOURCE} } }
  call_source { ${SOURCE} } children { id name } parents { ${SOURCE} } open_calls { id } } }`;

interface Entry {
  id: number;
  parent_id: number | null;
  kind: string;
  name: string;
  text_long: string;
  text_short: string;
  section_id: number | null;
  child_count: number;
}
const tree = async (who: string, view?: number, system?: string) =>
  gql(server, TREE, view === undefined ? {} : { view }, { cookie: cookies[who], system });
const nodesOf = (res: Awaited<ReturnType<typeof tree>>) =>
  (res.body.data?.systemTree as { nodes: Entry[] } | undefined)?.nodes ?? [];
const node = async (id: number, who = 'admin') =>
  (await gql(server, NODE, { id }, { cookie: cookies[who] })).body.data?.systemTreeNode as NodeDetail;

interface NodeDetail {
  text_short: Inherited;
  text_long: Inherited;
  section: Inherited;
  flight_profile: Inherited;
  parents: unknown[];
}
/** The inherited parts of a node (SystemTreeText, SystemTreeReference). */
interface Inherited {
  value?: string;
  id?: number | null;
  inherited: boolean;
  source: { id: number; name: string };
}

/** The stored role (tests change its permissions in place and restore them). */
const roleById = (id: number) => {
  const holder = server.services.users.byName(id === 1 ? 'technik' : 'pflege')!;
  return server.services.users.rolesOf(holder).find((r) => r.id === id)!;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'technik', 'pflege'])
    cookies[name] = (await login(server, name, name)).cookie!;
});
afterAll(async () => server?.close());

describe('inheritance resolved on the server (spec 02 §3 inheritance flags: inherit_section, inherit_text_short, inherit_text_long, inherit_flight_profile)', () => {
  // Demo ward: 3 room "Zimmer 101" (one bed) > 23 its call button, 7 resident Tobler > 24 his medallion;
  // 7 has flight profile 1 (seed/demo-floor-plans.ts), 2 the floor "1. Stock" has section 1.
  const cases = [
    {
      what: "a call button named like its one-bed room shows the room's long text",
      id: 23,
      field: 'text_long',
      value: 'Zimmer 101',
      inherited: true,
      from: 3,
    },
    {
      what: 'the same button keeps its own short text',
      id: 23,
      field: 'text_short',
      value: '101',
      inherited: false,
      from: 23,
    },
    {
      what: "a medallion shows its wearer's short text",
      id: 24,
      field: 'text_short',
      value: 'Tobler',
      inherited: true,
      from: 7,
    },
    {
      what: 'a medallion keeps its own long text',
      id: 24,
      field: 'text_long',
      value: 'Medaillon Tobler',
      inherited: false,
      from: 24,
    },
    {
      what: "a medallion follows its wearer's flight profile",
      id: 24,
      field: 'flight_profile',
      value: 1,
      inherited: true,
      from: 7,
    },
    {
      what: "the resident's own flight profile",
      id: 7,
      field: 'flight_profile',
      value: 1,
      inherited: false,
      from: 7,
    },
    {
      what: 'the section comes from the floor, through room and resident (chain of 3)',
      id: 24,
      field: 'section',
      value: 1,
      inherited: true,
      from: 2,
    },
    { what: 'a floor has its own section', id: 2, field: 'section', value: 1, inherited: false, from: 2 },
  ] as const;
  it.each(cases)('$what', async ({ id, field, value, inherited, from }) => {
    const n = await node(id);
    const got = field === 'section' || field === 'flight_profile' ? n[field].id : n[field].value;
    expect(got).toBe(value);
    expect(n[field].inherited).toBe(inherited);
    expect(n[field].source.id).toBe(from);
  });

  it("follows a change of the source: the parent's new text shows at once on the inheriting child (and stops at 10 levels)", async () => {
    const doc = server.services.systems.get(1)!;
    const original = doc.nodes;
    try {
      // A chain of 12 inheriting nodes below room 3; each inherits text_long from its parent.
      const chain = Array.from({ length: 12 }, (_, i) => ({
        ...original.find((n) => n.id === 23)!,
        id: 9000 + i,
        parent_id: i === 0 ? 3 : 9000 + i - 1,
        text_long: `Own ${i}`,
        inherit_text_long: true,
      }));
      doc.nodes = [
        ...original.map((n) => (n.id === 3 ? { ...n, text_long: 'Zimmer 101 neu' } : n)),
        ...chain,
      ];
      expect((await node(23)).text_long.value).toBe('Zimmer 101 neu');
      // spec 02 §9 parent chain depth 10: node 9009 reaches room 3 in 10 steps, node 9011 stops at 9001.
      expect((await node(9009)).text_long.source.id).toBe(3);
      expect((await node(9011)).text_long).toMatchObject({ value: 'Own 1', source: { id: 9001 } });
      expect((await node(9011)).parents).toHaveLength(10);
    } finally {
      doc.nodes = original;
    }
  });
});

describe("systemTree: the selected system's nodes in tree order (spec 02 §3 system tree node)", () => {
  it('lists every node once, parents before children, siblings by sort order, with effective texts', async () => {
    const nodes = nodesOf(await tree('admin'));
    expect(nodes).toHaveLength(server.services.systems.get(1)!.nodes.length);
    const position = new Map(nodes.map((n, i) => [n.id, i]));
    for (const n of nodes)
      if (n.parent_id !== null) expect(position.get(n.parent_id)!).toBeLessThan(position.get(n.id)!);
    expect(nodes.find((n) => n.id === 23)).toMatchObject({
      text_long: 'Zimmer 101',
      section_id: 1,
      child_count: 0,
    });
    expect(nodes.find((n) => n.id === 2)).toMatchObject({
      kind: 'floor',
      name: '1. Stock',
      section_name: expect.any(String),
    });
    const floor1 = nodes.filter((n) => n.parent_id === 2).map((n) => n.id);
    expect(nodes.find((n) => n.id === 2)!.child_count).toBe(floor1.length);
  });

  it('tech and wired devices need systemtree::see_tech_devices and see_wired_devices (spec 01 §6)', async () => {
    const kinds = async (who: string) => new Set(nodesOf(await tree(who)).map((n) => n.kind));
    expect(await kinds('admin')).toEqual(
      new Set(['building', 'floor', 'room', 'person', 'radio', 'wired', 'tech']),
    );
    const role = roleById(1);
    const held = role.permissions;
    try {
      role.permissions = held.filter((p) => !p.startsWith('systemtree::see_'));
      const k = await kinds('technik');
      expect(k.has('tech') || k.has('wired')).toBe(false);
      expect(
        (await gql(server, NODE, { id: 28 }, { cookie: cookies.technik })).body.data?.systemTreeNode,
      ).toBeNull();
    } finally {
      role.permissions = held;
    }
    expect(await kinds('technik')).toContain('tech');
  });

  it('tree views (spec 02 §4): the Technik view keeps the tech devices and what is above them; a role on read sees it read-only', async () => {
    const res = await tree('technik', 2);
    const data = res.body.data?.systemTree as {
      view_id: number;
      views: Array<{ id: number; level: string }>;
    };
    expect(data.view_id).toBe(2);
    expect(data.views.map((v) => [v.id, v.level])).toEqual([
      [1, 'write'],
      [2, 'write'],
    ]);
    expect(new Set(nodesOf(res).map((n) => n.kind))).toEqual(new Set(['building', 'floor', 'tech']));
  });

  it('a view the caller may not open is refused; a disabled view is open to superusers only (spec 02 §4)', async () => {
    const doc = server.services.systems.get(1)!;
    const original = doc.tree_views;
    try {
      doc.tree_views = original!.map((v) => (v.id === 2 ? { ...v, is_enabled: false } : v));
      const refused = await tree('technik', 2);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      expect((await tree('admin', 2)).body.data?.systemTree).toMatchObject({ view_id: 2 });
      doc.tree_views = original!.map((v) => ({ ...v, is_enabled: false }));
      // spec 02 §4: if none is enabled, the system view counts as enabled.
      const views = (await tree('technik')).body.data?.systemTree as { views: Array<{ id: number }> };
      expect(views.views.map((v) => v.id)).toEqual([1]);
    } finally {
      doc.tree_views = original;
    }
  });
});

describe('who may read the tree (spec 01 §2 tree area and route guard rules, spec 01 §6)', () => {
  it('refuses a user without systemtree::use_module or see_display_group_overrides (pflege) with MISSING_PERMISSION', async () => {
    for (const query of [TREE, NODE]) {
      const res = await gql(server, query, { id: 23 }, { cookie: cookies.pflege });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      expect(res.body.data?.systemTree ?? res.body.data?.systemTreeNode ?? null).toBeNull();
    }
  });

  it('refuses anonymous callers with MISSING_AUTH', async () => {
    expect((await gql(server, TREE)).body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('without the management licence only superusers read the tree', async () => {
    const real = server.services.installation.licence();
    const spy = vi
      .spyOn(server.services.installation, 'licence')
      .mockReturnValue({ ...real, features: { ...real.features, management: false } });
    try {
      expect((await tree('technik')).body.errors?.[0]?.message).toMatch(/MISSING_PERMISSION/);
      expect(nodesOf(await tree('admin')).length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('see_display_group_overrides alone lists the tree but does not open a node; system access limits the systems', async () => {
    const pflegeRole = roleById(2);
    const held = pflegeRole.permissions;
    try {
      pflegeRole.permissions = [...held, 'systemtree::see_display_group_overrides'];
      expect(nodesOf(await tree('pflege')).length).toBeGreaterThan(0);
      const n = await gql(server, NODE, { id: 23 }, { cookie: cookies.pflege });
      expect(n.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      // pflege has system_access [1]: system 2 is refused with 424 (spec 01 §8), technik (all systems) reads it.
      expect((await tree('pflege', undefined, '02')).status).toBe(424);
      const two = nodesOf(await tree('technik', undefined, '02'));
      expect(two[0]).toMatchObject({ kind: 'building', name: 'Haus Birkenweg' });
    } finally {
      pflegeRole.permissions = held;
    }
  });
});
