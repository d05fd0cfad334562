import { Faker, base, de, de_CH } from '@faker-js/faker';
import { CALL_SOURCES, CALL_TYPES, DEMO_DEVICE_IDS, HOUSE_NAMES, baseSchedules } from './catalog.ts';
import { buildDisplayGroups } from './display-groups.ts';
import { demoLayout, planLayout } from './layout.ts';
import { generateRoster } from './roster.ts';
import { createIdAllocator } from './node-ids.ts';
import { treeBuilder } from './tree-builder.ts';
import type { SystemTreeNode, Ward, WardSize } from './types.ts';
import { addFloor, randomPassword, type WardBuild } from './ward-floor.ts';

export interface GenerateWardOptions {
  seed: number;
  size: WardSize;
  /** Overrides the facility name (e.g. the second demo system "Haus Birkenweg"). */
  name?: string;
}

/**
 * Generates a plausible Swiss/German facility. Everything random comes from one Faker
 * instance seeded with `seed`, consumed in a fixed order, so the same options give a
 * deep-equal ward (ARCHITECTURE §7).
 */
export function generateWard({ seed, size, name }: GenerateWardOptions): Ward {
  const faker = new Faker({ locale: [de_CH, de, base] });
  faker.seed(seed);
  const demo = size === 'demo';
  const ids = createIdAllocator(demo ? Object.values(DEMO_DEVICE_IDS) : []);
  const layout = demo ? demoLayout() : planLayout(size.beds, faker);
  const houseOffset = faker.number.int({ min: 0, max: HOUSE_NAMES.length - 1 });
  const facilityName =
    name ?? (demo ? 'Haus Lindenhof' : `${size.beds > 200 ? 'Spital' : 'Haus'} ${HOUSE_NAMES[houseOffset]}`);
  const nodes: SystemTreeNode[] = [];
  const { add, plain } = treeBuilder(nodes);
  const w: WardBuild = {
    faker,
    ids,
    add,
    plain,
    layout,
    demo,
    hospital: !demo && size.beds > 200,
    sections: [],
    hubs: [],
    devices: [],
    beds: 0,
    rooms: 0,
  };
  for (let b = 0; b < layout.buildings; b++) {
    const houseName =
      layout.buildings === 1 ? facilityName : `Haus ${HOUSE_NAMES[(houseOffset + b) % HOUSE_NAMES.length]}`;
    const short = houseName.replace('Haus ', '');
    const building = plain(ids.next(), 'building', houseName, null, null, short, houseName);
    for (let f = 1; f <= layout.floorsPerBuilding[b]!; f++)
      addFloor(w, { b, f, houseName, buildingId: building.id });
  }
  // After every floor: the configurator's password is the last value drawn.
  const configurator = configuratorOf(facilityName, demo ? 'gets' : randomPassword(faker));
  inheritTexts(nodes);
  return {
    seed,
    size,
    facility: { name: facilityName, timezone: 'Europe/Zurich', beds: w.beds, rooms: w.rooms },
    configurator,
    nodes: nodes.sort((a, b) => a.id - b.id),
    sections: w.sections,
    callTypes: CALL_TYPES.map((c) => ({ ...c })),
    callSources: CALL_SOURCES.map((c) => ({ ...c })),
    schedules: baseSchedules(),
    displayGroups: buildDisplayGroups(w.sections),
    hubs: w.hubs,
    devices: w.devices.sort((a, b) => a.id - b.id),
    roster: generateRoster(seed, w.sections, nodes),
  };
}

/** The facility's configurator (Gets) with its system parameters. */
export const configuratorOf = (facilityName: string, password: string): Ward['configurator'] => ({
  id: 1,
  name: `Gets ${facilityName}`,
  ip: '127.0.0.1',
  tcp_port: 4711,
  username: 'gets',
  password,
  version: '5.4.12',
  timezone: 'Europe/Zurich',
  daylight_savings: true,
  night_start: '21:00',
  night_stop: '06:30',
  weekend_start: '18:00',
  weekend_stop: '06:00',
  display_language: 'de',
  auto_commit: false,
});

/**
 * A device whose text equals its parent's (the call button of a one-bed room is named like the room) shows the
 * parent's text instead of a copy (spec 02 §3 inherit_text_short, inherit_text_long): renaming the room renames it.
 */
function inheritTexts(nodes: SystemTreeNode[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const node of nodes) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (!parent || node.number === null) continue;
    node.inherit_text_short = node.text_short === parent.text_short;
    node.inherit_text_long = node.text_long === parent.text_long;
  }
}

/** spec 02 §2: the demo console shows floors 1 and 2; ten rooms in all. */
