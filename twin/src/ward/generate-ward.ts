import { Faker, base, de, de_CH } from '@faker-js/faker';
import { CALL_SOURCES, CALL_TYPES, DEMO_DEVICE_IDS, HOUSE_NAMES, baseSchedules } from './catalog.ts';
import { buildDevice } from './devices.ts';
import { buildDisplayGroups, sectionAssignment } from './display-groups.ts';
import { demoLayout, planLayout } from './layout.ts';
import { generateRoster } from './roster.ts';
import { createIdAllocator } from './node-ids.ts';
import { treeBuilder } from './tree-builder.ts';
import type { Device, Hub, Section, SystemTreeNode, Ward, WardSize } from './types.ts';

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
  const hospital = !demo && size.beds > 200;

  const nodes: SystemTreeNode[] = [];
  const sections: Section[] = [];
  const hubs: Hub[] = [];
  const devices: Device[] = [];
  const { add, plain } = treeBuilder(nodes);

  let beds = 0;
  let rooms = 0;
  for (let b = 0; b < layout.buildings; b++) {
    const houseName =
      layout.buildings === 1 ? facilityName : `Haus ${HOUSE_NAMES[(houseOffset + b) % HOUSE_NAMES.length]}`;
    const building = plain(
      ids.next(),
      'building',
      houseName,
      null,
      null,
      houseName.replace('Haus ', ''),
      houseName,
    );
    const floors = layout.floorsPerBuilding[b]!;
    for (let f = 1; f <= floors; f++) {
      const floorRooms = layout.roomsPerFloor[b]![f - 1]!;
      // Wards of more than 16 rooms are split into two sections (A and B), as stations are.
      const split = floorRooms > 16 ? 2 : 1;
      const floorSections: Section[] = [];
      for (let s = 0; s < split; s++) {
        const id = sections.length + 1;
        const label = hospital
          ? `Station ${b + 1}.${f}${split > 1 ? 'AB'[s] : ''}`
          : `Wohnbereich ${layout.buildings > 1 ? `${b + 1}.` : ''}${f}${split > 1 ? 'AB'[s] : ''}`;
        const section: Section = {
          id,
          name: label,
          connected_section_id: null,
          is_hidden: false,
          allow_manual_call_closure: faker.number.int(9) > 0,
          ...sectionAssignment(id, f),
        };
        sections.push(section);
        floorSections.push(section);
      }
      const floorLabel = `${f}. Stock`;
      const floor = plain(
        ids.next(),
        'floor',
        floorLabel,
        building.id,
        floorSections[0]!.id,
        `${f}.OG`,
        `${houseName.replace('Haus ', '')} ${floorLabel}`,
      );
      // A floor is its station's: its own section, not the building's (which has none).
      floor.inherit_section = false;
      const hub: Hub = {
        id: hubs.length + 1,
        name: `Hub ${houseName.replace('Haus ', '')} ${floorLabel}`,
        ip: '127.0.0.1',
        username: 'hub',
        password: demo
          ? 'hub'
          : faker.internet.password({ length: 12, memorable: false, pattern: /[A-Za-z0-9]/ }),
        node_id: floor.id,
      };
      hubs.push(hub);
      for (let r = 1; r <= floorRooms; r++) {
        const section = floorSections[split > 1 && r > floorRooms / 2 ? 1 : 0]!;
        const roomNo = `${layout.buildings > 1 ? b + 1 : ''}${f}${String(r).padStart(2, '0')}`;
        const room = plain(
          ids.next(),
          'room',
          `Zimmer ${roomNo}`,
          floor.id,
          section.id,
          `Zi ${roomNo}`,
          `Zimmer ${roomNo}`,
        );
        room.inherit_section = section.id === floorSections[0]!.id;
        rooms++;
        const roomBeds = layout.bedsPerRoom[rooms - 1] ?? 1;
        const ctx = { faker, ids, add, section: section.id, hubId: hub.id, roomId: room.id, roomNo, demo };
        for (let bed = 1; bed <= roomBeds; bed++) {
          beds++;
          const sex = faker.person.sex() as 'female' | 'male';
          const last = faker.person.lastName(sex);
          const first = faker.person.firstName(sex);
          const salutation = hospital ? '' : sex === 'female' ? 'Frau ' : 'Herr ';
          const person = plain(
            ids.next(),
            'person',
            `${first} ${last}`,
            room.id,
            section.id,
            last,
            `${salutation}${last}`,
          );
          person.is_linkable = true;
          // A flight profile is the resident's own (the backend's seed assigns them), not the room's.
          person.inherit_flight_profile = false;
          const bedLabel = roomBeds > 1 ? `-${bed}` : '';
          const demoButton =
            demo && r === 1 && bed === 1
              ? f === 1
                ? DEMO_DEVICE_IDS.floor1TwoButton
                : DEMO_DEVICE_IDS.floor2TwoButton
              : undefined;
          devices.push(
            buildDevice(
              ctx,
              'two-button',
              room.id,
              `${roomNo}${bedLabel ? `/${bed}` : ''}`,
              `Zimmer ${roomNo}${bedLabel ? ` Bett ${bed}` : ''}`,
              demoButton,
              null,
            ),
          );
          // About a quarter of residents (those at risk of falling) wear a medallion.
          const demoMedallion = demo && f === 1 && r === 2 && bed === 1;
          if (
            demoMedallion ||
            (!demo && faker.number.float() < 0.25) ||
            (demo && f === 2 && r === 3 && bed === 1)
          ) {
            devices.push(
              buildDevice(
                ctx,
                'medallion',
                person.id,
                last,
                `Medaillon ${last}`,
                demoMedallion ? DEMO_DEVICE_IDS.floor1Medallion : undefined,
                person.id,
              ),
            );
          }
        }
        devices.push(
          buildDevice(
            ctx,
            'radio-call-point',
            room.id,
            `Bad${roomNo}`,
            `Bad Zimmer ${roomNo}`,
            undefined,
            null,
          ),
        );
        devices[devices.length - 1]!.beds = 0;
      }
      const floorCtx = {
        faker,
        ids,
        add,
        section: floorSections[0]!.id,
        hubId: null,
        roomId: null,
        roomNo: '',
        demo,
      };
      devices.push({
        ...buildDevice(
          floorCtx,
          'wired-call-point',
          floor.id,
          `Flur ${f}`,
          `Flur ${floorLabel}`,
          undefined,
          null,
        ),
        beds: 0,
      });
      devices.push({
        ...buildDevice(floorCtx, 'tech', floor.id, `Tür ${f}`, `Türkontakt ${floorLabel}`, undefined, null),
        beds: 0,
      });
    }
  }

  const configurator = {
    id: 1,
    name: `Gets ${facilityName}`,
    ip: '127.0.0.1',
    tcp_port: 4711,
    username: 'gets',
    password: demo
      ? 'gets'
      : faker.internet.password({ length: 12, memorable: false, pattern: /[A-Za-z0-9]/ }),
    version: '5.4.12',
    timezone: 'Europe/Zurich',
    daylight_savings: true,
    night_start: '21:00',
    night_stop: '06:30',
    weekend_start: '18:00',
    weekend_stop: '06:00',
    display_language: 'de',
    auto_commit: false,
  };

  inheritTexts(nodes);
  return {
    seed,
    size,
    facility: { name: facilityName, timezone: 'Europe/Zurich', beds, rooms },
    configurator,
    nodes: nodes.sort((a, b) => a.id - b.id),
    sections,
    callTypes: CALL_TYPES.map((c) => ({ ...c })),
    callSources: CALL_SOURCES.map((c) => ({ ...c })),
    schedules: baseSchedules(),
    displayGroups: buildDisplayGroups(sections),
    hubs,
    devices: devices.sort((a, b) => a.id - b.id),
    roster: generateRoster(seed, sections, nodes),
  };
}

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
