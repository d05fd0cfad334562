// A role's call source groups restrict what its users read of devices and open calls (spec 01 §6, spec 02 §6;
// auth/call-source-scope.ts): the incidents (list, boxes, one incident, its call, a device's reachability, assign),
// the defects, the global search, the tree's open-call badges and the home page's counts. The call display's
// openCalls stays whole: a call always shows. Same two readers as call-source-scope-log.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentEvent } from '../platform/event-bus.ts';
import { gql } from '../test-support/test-server.ts';
import { loggedCall, openCallOf, startReaders, type Readers } from '../test-support/restricted-readers.ts';

let r: Readers;
const incident: Record<number, number> = {};

/** An open incident of a device of system 1; a defect names the logged call 1 of device 23 or 2 of device 24. */
function open(device: number, kind: IncidentEvent['kind']) {
  const call = loggedCall(device === 23 ? 1 : 2, device, device === 23 ? 1 : 3);
  return r.server.services.incidents.open({
    system_id: 1,
    device_number: device,
    hub_id: null,
    kind,
    monitor_id: 0,
    severity: 'Critical',
    detail: kind === 'defects' ? JSON.stringify({ call_id: call.call_id, opened_at: call.opened_at }) : '{}',
    opened_at: '2025-01-06T07:00:00.000Z',
  }).id;
}

const ask = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql(r.server, query, variables, { cookie });
  return { data: res.body.data as Record<string, unknown>, errors: res.body.errors };
};

beforeAll(async () => {
  r = await startReaders();
  r.server.services.callLog.record(loggedCall(1, 23, 1));
  r.server.services.callLog.record(loggedCall(2, 24, 3));
  incident[23] = open(23, 'defects'); // call source 1: outside the restricted role's groups
  incident[24] = open(24, 'defects'); // 3: within
  incident[27] = open(27, 'reachability'); // 4: within
  incident[8] = open(8, 'battery'); // 1: outside
  const calls = r.server.services.calls.system(1)!;
  calls.opened(openCallOf(901, 23, 1));
  calls.opened(openCallOf(902, 24, 3));
});
afterAll(() => r.server.close());

describe('incidents and defects (spec 01 §2 /analytics/incidents, /admin/defects)', () => {
  const LIST = `{ incidents { total items { device_number } boxes { low_battery not_reachable defects } } }`;

  it('the list and its boxes count the devices of the groups only', async () => {
    const list = (await ask(r.restricted, LIST)).data.incidents;
    expect(list).toEqual({
      total: 2,
      items: [{ device_number: 27 }, { device_number: 24 }], // newest first: the later id at the same time
      boxes: { low_battery: 0, not_reachable: 1, defects: 1 },
    });
    const all = (await ask(r.free, LIST)).data.incidents as { total: number; boxes: unknown };
    expect(all).toMatchObject({ total: 4, boxes: { low_battery: 1, not_reachable: 1, defects: 2 } });
  });

  it('an incident outside the groups: no detail, no call, no reachability, not assignable', async () => {
    const id = incident[23]!;
    expect((await ask(r.restricted, `{ incident(id: ${id}) { id } }`)).data.incident).toBeNull();
    expect((await ask(r.restricted, `{ incidentCall(id: ${id}) { open } }`)).data.incidentCall).toBeNull();
    expect((await ask(r.free, `{ incidentCall(id: ${id}) { open } }`)).data.incidentCall).toEqual({
      open: false,
    });
    expect(
      (await ask(r.restricted, `{ incidentCall(id: ${incident[24]}) { open } }`)).data.incidentCall,
    ).toEqual({
      open: false,
    });
    const reach = (cookie: string, device: number) =>
      ask(cookie, `{ deviceReachability(device_number: ${device}) { reachable } }`);
    expect((await reach(r.restricted, 23)).errors?.[0]?.extensions).toMatchObject({
      field: 'device_number',
      key: 'invalid',
    });
    expect((await reach(r.restricted, 24)).errors).toBeUndefined();
    expect((await reach(r.free, 23)).errors).toBeUndefined();
    const assign = await ask(r.restricted, `mutation { assignIncident(id: ${id}, user_id: 3) { id } }`);
    expect(assign.errors?.[0]?.extensions).toMatchObject({ field: 'id', key: 'invalid' });
    expect(r.server.services.incidents.get(id)?.state).toBe('New');
  });

  it('the defect list holds the devices of the groups', async () => {
    const defects = async (cookie: string) =>
      (
        (await ask(cookie, '{ defects { items { device_number } } }')).data.defects as {
          items: Array<{ device_number: number }>;
        }
      ).items.map((d) => d.device_number);
    expect(await defects(r.restricted)).toEqual([24]);
    expect((await defects(r.free)).sort()).toEqual([23, 24]);
  });
});

describe('the global search (spec 01 §2 global search)', () => {
  const found = async (cookie: string, q: string) =>
    Object.fromEntries(
      (
        (await ask(cookie, `query($q: String!) { search(query: $q) { category results { id } } }`, { q }))
          .data.search as Array<{ category: string; results: Array<{ id: number }> }>
      ).map((c) => [c.category, c.results.map((x) => x.id)]),
    );

  it('finds devices and call sources of the groups, and every structure node', async () => {
    expect(await found(r.restricted, 'Ruftaster 101')).toEqual({});
    expect(await found(r.free, 'Ruftaster 101')).toEqual({ nodes: [23] });
    expect(await found(r.restricted, 'Medaillon')).toEqual({ nodes: [24, 40] });
    expect((await found(r.restricted, 'Zimmer 101')).nodes).toEqual([3]);
    expect((await found(r.restricted, 'Zimmer')).call_sources).toBeUndefined();
    expect((await found(r.free, 'Zimmer')).call_sources).toEqual([1]);
    expect((await found(r.restricted, 'Flur')).call_sources).toEqual([4]);
  });
});

describe('open calls: the tree’s badges and the home page count the groups’ calls; the display all', () => {
  it('the tree: a call of device 23 (outside) counts for no node; device 24’s call counts up to the building', async () => {
    const badges = async (cookie: string) =>
      new Map(
        (
          (await ask(cookie, '{ systemTree { nodes { id open_calls } } }')).data.systemTree as {
            nodes: Array<{ id: number; open_calls: number }>;
          }
        ).nodes.map((n) => [n.id, n.open_calls]),
      );
    const restricted = await badges(r.restricted);
    expect([1, 3, 23, 6, 24].map((id) => restricted.get(id))).toEqual([1, 0, 0, 1, 1]);
    const all = await badges(r.free);
    expect([1, 3, 23, 6, 24].map((id) => all.get(id))).toEqual([2, 1, 1, 1, 1]);
    const children = (await ask(r.restricted, '{ systemTreeNode(id: 3) { children { id open_calls } } }'))
      .data.systemTreeNode as { children: Array<{ id: number; open_calls: number }> };
    expect(children.children.find((c) => c.id === 23)?.open_calls).toBe(0);
  });

  it('the home page counts the groups’ calls; the display (openCalls) shows every call to everyone', async () => {
    const home = async (cookie: string) =>
      (
        (await ask(cookie, '{ systemsOverview { id open_calls } }')).data.systemsOverview as Array<{
          id: number;
          open_calls: number;
        }>
      ).find((s) => s.id === 1)?.open_calls;
    expect(await home(r.restricted)).toBe(1);
    expect(await home(r.free)).toBe(2);
    const display = (await ask(r.restricted, '{ openCalls { id } }')).data.openCalls as Array<{ id: number }>;
    expect(display.map((c) => c.id).sort()).toEqual([901, 902]);
  });
});
