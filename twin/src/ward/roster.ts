// The ward's care staff (issue 19 twin): a seeded roster of nurses per section in early, late and night shifts,
// who carry the app's phones (twin/src/phones). The roster says only which shift a nurse works; where a shift
// begins and ends is the facility's own setting (the backend's analytics shift boundaries), so it lives there.
// Sizes: about one nurse per 8 rooms in each day shift, one per 24 at night, at least one per shift and section.
// Its own Faker stream (seeded from the ward's seed), so adding it changed nothing else the generator makes.
import { Faker, base, de, de_CH } from '@faker-js/faker';
import { SHIFT_NAMES, type RosterNurse, type ShiftName } from './roster-types.ts';
import type { Section, SystemTreeNode } from './types.ts';

export { SHIFT_NAMES } from './roster-types.ts';
export type { NurseBehaviour, RosterNurse, ShiftName } from './roster-types.ts';

export const ROOMS_PER_DAY_NURSE = 8;
export const ROOMS_PER_NIGHT_NURSE = 24;

export function rosterSize(rooms: number): Record<ShiftName, number> {
  const day = Math.max(1, Math.round(rooms / ROOMS_PER_DAY_NURSE));
  return { early: day, late: day, night: Math.max(1, Math.round(rooms / ROOMS_PER_NIGHT_NURSE)) };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function generateRoster(seed: number, sections: Section[], nodes: SystemTreeNode[]): RosterNurse[] {
  const faker = new Faker({ locale: [de_CH, de, base] });
  faker.seed((seed ^ 0x5eed) >>> 0);
  const taken = new Set<string>();
  const roster: RosterNurse[] = [];
  for (const section of sections) {
    const rooms = nodes.filter((n) => n.kind === 'room' && n.section_id === section.id).length;
    if (rooms === 0) continue;
    const size = rosterSize(rooms);
    for (const shift of SHIFT_NAMES)
      for (let i = 0; i < size[shift]; i++) {
        const sex = faker.number.int(9) < 8 ? 'female' : 'male';
        const first = faker.person.firstName(sex);
        const last = faker.person.lastName(sex);
        let user = `${ascii(first)}.${ascii(last)}`;
        for (let n = 2; taken.has(user); n++) user = `${ascii(first)}.${ascii(last)}${n}`;
        taken.add(user);
        const roll = faker.number.int(19);
        roster.push({
          user,
          display: `${first} ${last.charAt(0)}.`,
          shift,
          section_id: section.id,
          behaviour: {
            // Most answer; some turn a call down, some do not look at the phone (the call escalates).
            answer: roll < 16 ? 'accept' : roll < 18 ? 'reject' : 'ignore',
            responseMeanS: faker.number.int({ min: 8, max: 40 }),
            walkMeanS: faker.number.int({ min: 20, max: 90 }),
            careMeanS: faker.number.int({ min: 60, max: 300 }),
          },
          seed: faker.number.int({ min: 1, max: 2 ** 31 - 1 }),
        });
      }
  }
  return roster;
}
