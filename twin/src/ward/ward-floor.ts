// One floor of a generated ward as generateWard lays it out: its sections (a station), the floor node, its hub,
// its rooms with their residents and devices, and the floor's own call point and door contact. Every random value
// comes from the ward's one Faker, drawn in the order of these steps (ARCHITECTURE §7: same seed, same ward), so
// the steps must stay in this order.
import type { Faker } from '@faker-js/faker';
import { DEMO_DEVICE_IDS } from './catalog.ts';
import { buildDevice, type DeviceContext } from './devices.ts';
import { sectionAssignment } from './display-groups.ts';
import type { Layout } from './layout.ts';
import type { treeBuilder } from './tree-builder.ts';
import type { Device, Hub, Section } from './types.ts';

/** What the steps of a ward's generation share, and what they add to. */
export interface WardBuild {
  faker: Faker;
  ids: { next(): number };
  add: ReturnType<typeof treeBuilder>['add'];
  plain: ReturnType<typeof treeBuilder>['plain'];
  layout: Layout;
  demo: boolean;
  /** more than 200 beds: stations ('Station 1.2') and no salutations */
  hospital: boolean;
  sections: Section[];
  hubs: Hub[];
  devices: Device[];
  beds: number;
  rooms: number;
}

export interface FloorPlace {
  /** building index (0-based) and floor number (1-based) */
  b: number;
  f: number;
  houseName: string;
  buildingId: number;
}

const shortHouse = (houseName: string) => houseName.replace('Haus ', '');

/** A floor with everything on it. */
export function addFloor(w: WardBuild, place: FloorPlace): void {
  const { b, f, houseName } = place;
  const floorRooms = w.layout.roomsPerFloor[b]![f - 1]!;
  const sections = floorSections(w, b, f, floorRooms);
  const floorLabel = `${f}. Stock`;
  const floor = w.plain(
    w.ids.next(),
    'floor',
    floorLabel,
    place.buildingId,
    sections[0]!.id,
    `${f}.OG`,
    `${shortHouse(houseName)} ${floorLabel}`,
  );
  // A floor is its station's: its own section, not the building's (which has none).
  floor.inherit_section = false;
  const hub = floorHub(w, `Hub ${shortHouse(houseName)} ${floorLabel}`, floor.id);
  for (let r = 1; r <= floorRooms; r++) {
    const section = sections[sections.length > 1 && r > floorRooms / 2 ? 1 : 0]!;
    addRoom(w, { b, f, r, floorId: floor.id, section, ownSection: section === sections[0], hubId: hub.id });
  }
  addFloorDevices(w, f, floorLabel, floor.id, sections[0]!.id);
}

/** A floor's sections: one, or two (A and B) when it has more than 16 rooms, as stations are split. */
export function floorSections(w: WardBuild, b: number, f: number, floorRooms: number): Section[] {
  const split = floorRooms > 16 ? 2 : 1;
  const floorSections: Section[] = [];
  for (let s = 0; s < split; s++) {
    const id = w.sections.length + 1;
    const suffix = `${f}${split > 1 ? 'AB'[s] : ''}`;
    const section: Section = {
      id,
      name: w.hospital
        ? `Station ${b + 1}.${suffix}`
        : `Wohnbereich ${w.layout.buildings > 1 ? `${b + 1}.` : ''}${suffix}`,
      connected_section_id: null,
      is_hidden: false,
      allow_manual_call_closure: w.faker.number.int(9) > 0,
      ...sectionAssignment(id, f),
    };
    w.sections.push(section);
    floorSections.push(section);
  }
  return floorSections;
}

/** The floor's radio hub (the demo's password is 'hub'). */
export function floorHub(w: WardBuild, name: string, floorId: number): Hub {
  const hub: Hub = {
    id: w.hubs.length + 1,
    name,
    ip: '127.0.0.1',
    username: 'hub',
    password: w.demo ? 'hub' : randomPassword(w.faker),
    node_id: floorId,
  };
  w.hubs.push(hub);
  return hub;
}

export const randomPassword = (faker: Faker) =>
  faker.internet.password({ length: 12, memorable: false, pattern: /[A-Za-z0-9]/ });

interface RoomPlace {
  b: number;
  f: number;
  /** room number on the floor (1-based) */
  r: number;
  floorId: number;
  section: Section;
  /** the room is in the floor's (first) section, so it inherits it */
  ownSection: boolean;
  hubId: number;
}

/** A room: its node, a resident with a call button (and maybe a medallion) per bed, the bathroom's call point. */
export function addRoom(w: WardBuild, place: RoomPlace): void {
  const { b, f, r } = place;
  const roomNo = `${w.layout.buildings > 1 ? b + 1 : ''}${f}${String(r).padStart(2, '0')}`;
  const room = w.plain(
    w.ids.next(),
    'room',
    `Zimmer ${roomNo}`,
    place.floorId,
    place.section.id,
    `Zi ${roomNo}`,
    `Zimmer ${roomNo}`,
  );
  room.inherit_section = place.ownSection;
  w.rooms++;
  const roomBeds = w.layout.bedsPerRoom[w.rooms - 1] ?? 1;
  const ctx: DeviceContext = {
    faker: w.faker,
    ids: w.ids,
    add: w.add,
    section: place.section.id,
    hubId: place.hubId,
    roomId: room.id,
    roomNo,
    demo: w.demo,
  };
  for (let bed = 1; bed <= roomBeds; bed++) addBed(w, ctx, { f, r, bed, roomBeds });
  const bath = buildDevice(
    ctx,
    'radio-call-point',
    room.id,
    `Bad${roomNo}`,
    `Bad Zimmer ${roomNo}`,
    undefined,
    null,
  );
  w.devices.push(bath);
  bath.beds = 0;
}

/** A bed: its resident (a person node), the bed's two-button call device, and a medallion for about a quarter. */
export function addBed(
  w: WardBuild,
  ctx: DeviceContext,
  { f, r, bed, roomBeds }: { f: number; r: number; bed: number; roomBeds: number },
): void {
  const { faker, demo } = w;
  const roomNo = ctx.roomNo;
  w.beds++;
  const sex = faker.person.sex() as 'female' | 'male';
  const last = faker.person.lastName(sex);
  const first = faker.person.firstName(sex);
  const salutation = w.hospital ? '' : sex === 'female' ? 'Frau ' : 'Herr ';
  const person = w.plain(
    w.ids.next(),
    'person',
    `${first} ${last}`,
    ctx.roomId,
    ctx.section,
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
  w.devices.push(
    buildDevice(
      ctx,
      'two-button',
      ctx.roomId!,
      `${roomNo}${bedLabel ? `/${bed}` : ''}`,
      `Zimmer ${roomNo}${bedLabel ? ` Bett ${bed}` : ''}`,
      demoButton,
      null,
    ),
  );
  // About a quarter of residents (those at risk of falling) wear a medallion.
  const demoMedallion = demo && f === 1 && r === 2 && bed === 1;
  if (demoMedallion || (!demo && faker.number.float() < 0.25) || (demo && f === 2 && r === 3 && bed === 1)) {
    w.devices.push(
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

/** The floor's corridor call point (wired) and door contact (tech), neither on a hub. */
export function addFloorDevices(
  w: WardBuild,
  f: number,
  floorLabel: string,
  floorId: number,
  sectionId: number,
): void {
  const floorCtx: DeviceContext = {
    faker: w.faker,
    ids: w.ids,
    add: w.add,
    section: sectionId,
    hubId: null,
    roomId: null,
    roomNo: '',
    demo: w.demo,
  };
  w.devices.push({
    ...buildDevice(floorCtx, 'wired-call-point', floorId, `Flur ${f}`, `Flur ${floorLabel}`, undefined, null),
    beds: 0,
  });
  w.devices.push({
    ...buildDevice(floorCtx, 'tech', floorId, `Tür ${f}`, `Türkontakt ${floorLabel}`, undefined, null),
    beds: 0,
  });
}
