import { Faker, base, de } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createIdAllocator } from './node-ids.ts';
import { treeBuilder } from './tree-builder.ts';
import type { SystemTreeNode } from './types.ts';
import { addFloor, type WardBuild } from './ward-floor.ts';

function build(roomsOnFloor: number, beds: number[]): { w: WardBuild; nodes: SystemTreeNode[] } {
  const faker = new Faker({ locale: [de, base] });
  faker.seed(3);
  const nodes: SystemTreeNode[] = [];
  const { add, plain } = treeBuilder(nodes);
  const layout = { buildings: 1, floorsPerBuilding: [1], roomsPerFloor: [[roomsOnFloor]], bedsPerRoom: beds };
  const w: WardBuild = {
    faker,
    ids: createIdAllocator(),
    add,
    plain,
    layout,
    demo: false,
    hospital: true,
    sections: [],
    hubs: [],
    devices: [],
    beds: 0,
    rooms: 0,
  };
  return { w, nodes };
}

describe('one floor of a generated ward (ward-floor.ts, a step of generateWard)', () => {
  it('a floor of more than 16 rooms is two stations, A and B, the second half of its rooms in B', () => {
    const { w, nodes } = build(18, Array(18).fill(2));
    addFloor(w, { b: 0, f: 1, houseName: 'Haus Ahorn', buildingId: 1 });
    expect(w.sections.map((s) => s.name)).toEqual(['Station 1.1A', 'Station 1.1B']);
    const rooms = nodes.filter((n) => n.kind === 'room');
    expect(rooms).toHaveLength(18);
    expect(rooms.map((r) => r.section_id)).toEqual([...Array(9).fill(1), ...Array(9).fill(2)]);
    // A room of the floor's own station inherits it; a room of the second one does not.
    expect(rooms.map((r) => r.inherit_section)).toEqual([...Array(9).fill(true), ...Array(9).fill(false)]);
    expect(w.hubs).toMatchObject([{ id: 1, name: 'Hub Ahorn 1. Stock' }]);
    expect([w.rooms, w.beds]).toEqual([18, 36]);
  });

  it('a floor of 16 rooms or fewer is one station; every room has a bathroom call point, the floor a corridor point and a door contact', () => {
    const { w } = build(4, [1, 1, 2, 1]);
    addFloor(w, { b: 0, f: 1, houseName: 'Haus Ahorn', buildingId: 1 });
    expect(w.sections.map((s) => s.name)).toEqual(['Station 1.1']);
    const kinds = w.devices.map((d) => d.kind);
    expect(kinds.filter((k) => k === 'two-button')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'radio-call-point')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'wired-call-point' || k === 'tech')).toHaveLength(2);
  });
});
