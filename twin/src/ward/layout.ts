// How big the facility is: buildings, floors per building, rooms per floor and beds per room. The demo ward
// is fixed; a generated one is planned from the beds asked for, with the ward's seeded Faker (its draws come
// in a fixed order, so the same seed plans the same facility).
import type { Faker } from '@faker-js/faker';

export interface Layout {
  buildings: number;
  floorsPerBuilding: number[];
  roomsPerFloor: number[][];
  /** Beds per room in creation order; sums to the requested beds exactly. */
  bedsPerRoom: number[];
}

export function demoLayout(): Layout {
  return {
    buildings: 1,
    floorsPerBuilding: [2],
    roomsPerFloor: [[5, 5]],
    bedsPerRoom: [1, 1, 2, 1, 1, 1, 1, 2, 1, 1],
  };
}

export function planLayout(targetBeds: number, faker: Faker): Layout {
  const hospital = targetBeds > 200;
  const averageBeds = hospital ? 2 : 1.2;
  const totalRooms = Math.max(1, Math.round(targetBeds / averageBeds));
  const roomsPerFloorTarget = hospital ? 24 : 14;
  const totalFloors = Math.max(1, Math.ceil(totalRooms / roomsPerFloorTarget));
  const maxFloors = hospital ? 6 : 4;
  const buildings = Math.max(1, Math.ceil(totalFloors / maxFloors));
  const floorsPerBuilding = Array.from(
    { length: buildings },
    (_, b) => Math.floor(totalFloors / buildings) + (b < totalFloors % buildings ? 1 : 0),
  );
  const roomsPerFloor: number[][] = [];
  let left = totalRooms;
  let floorsLeft = totalFloors;
  for (const floors of floorsPerBuilding) {
    const perBuilding: number[] = [];
    for (let f = 0; f < floors; f++) {
      const even = Math.ceil(left / floorsLeft);
      const n =
        floorsLeft === 1
          ? left
          : Math.max(1, Math.min(left - (floorsLeft - 1), even + faker.number.int({ min: -1, max: 1 })));
      perBuilding.push(n);
      left -= n;
      floorsLeft--;
    }
    roomsPerFloor.push(perBuilding);
  }
  // Every room has one bed; the remaining beds go to random rooms (care homes: up to 2,
  // hospitals: up to 3 per room) so the facility has exactly the beds asked for.
  const cap = hospital ? 3 : 2;
  const bedsPerRoom = Array.from({ length: totalRooms }, () => 1);
  let extra = Math.max(0, targetBeds - totalRooms);
  while (extra > 0) {
    const room = faker.number.int({ min: 0, max: totalRooms - 1 });
    if (bedsPerRoom[room]! < cap) {
      bedsPerRoom[room]!++;
      extra--;
    }
  }
  return { buildings, floorsPerBuilding, roomsPerFloor, bedsPerRoom };
}
