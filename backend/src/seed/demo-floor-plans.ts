// The demo facility's floor plans (spec 02 §3 checkpoint map): one per floor (the first two), drawn from the
// ward's rooms, with checkpoints at the stairwell, lift, emergency exit and balcony, and the flight profiles that
// keep residents with dementia from passing them.
import { DEVICE_TEXT_MAX, toDeviceText } from '@cs/contracts/gets/device-text';
import type { Ward } from '@cs/twin';
import type { CheckpointMapRecord, FlightProfileRecord, SeedImage } from '../store/config-types.ts';
import { floorPlan } from './floor-plan.ts';

/** The floors with a floor plan: the first two. */
const planFloors = (nodes: Ward['nodes']) =>
  nodes
    .filter((n) => n.kind === 'floor')
    .sort((a, b) => a.sort_order - b.sort_order)
    .slice(0, 2);

/**
 * Who each flight profile keeps in, by profile (ids from 1, in this order): on each plan floor its first residents
 * with dementia (two on the first floor, one on the second), then one more who may use the balcony only with staff.
 * The demo's ward carries these as the residents' flight_profile_id (demo-facility.ts demoWard), so the product and
 * the twin's configurator start from the same nodes.
 */
export function flightProfileResidents(ward: Ward): number[][] {
  const floorOf = new Map(ward.nodes.filter((n) => n.kind === 'room').map((r) => [r.id, r.parent_id]));
  const personsOn = (floorId: number) =>
    ward.nodes.filter((p) => p.kind === 'person' && floorOf.get(p.parent_id ?? -1) === floorId);
  const floors = planFloors(ward.nodes);
  const residents = floors.map((floor, i) =>
    personsOn(floor.id)
      .slice(0, 2 - i)
      .map((p) => p.id),
  );
  const lastPerson = floors[1] ? personsOn(floors[1].id).at(-1) : undefined;
  if (lastPerson) residents.push([lastPerson.id]);
  return residents;
}

export function demoFloorPlans(
  systemId: number,
  ward: Ward,
): { maps: CheckpointMapRecord[]; flightProfiles: FlightProfileRecord[]; images: SeedImage[] } {
  const { nodes, sections } = ward;
  const house = ward.facility.name;
  const sectionName = (id: number | null) => sections.find((s) => s.id === id)?.name ?? '';
  const floors = planFloors(nodes);

  // One floor plan per floor (the first two), checkpoints at its stairwell, lift, emergency exit and balcony.
  const images: SeedImage[] = [];
  let checkpointId = 0;
  const maps: CheckpointMapRecord[] = floors.map((floor, i) => {
    const rooms = nodes
      .filter((r) => r.kind === 'room' && r.parent_id === floor.id)
      .sort((a, b) => a.sort_order - b.sort_order);
    const plan = floorPlan(
      `${house} – ${floor.name}`,
      sectionName(floor.section_id),
      rooms.map((r) => ({
        name: r.name,
        beds: nodes.filter((p) => p.kind === 'person' && p.parent_id === r.id).length,
      })),
    );
    const file = `system-${systemId}-map-${i + 1}-seed.svg`;
    images.push({ file, content: plan.svg });
    const where = toDeviceText(floor.text_short, DEVICE_TEXT_MAX.long);
    const cp = (k: number, text: string, char: string, door: { x: number; y: number }) => ({
      id: ++checkpointId,
      number: (i + 1) * 10 + k,
      text: toDeviceText(`${text} ${where}`, DEVICE_TEXT_MAX.long),
      char,
      diameter: 6,
      position_x: door.x,
      position_y: door.y,
      section_id: floor.section_id,
    });
    return {
      id: i + 1,
      name: `Grundriss ${floor.name}`,
      section_id: floor.section_id,
      sort_order: i + 1,
      image_file: file,
      checkpoints: [
        cp(1, 'Treppenhaus', 'T', plan.doors.stairs),
        cp(2, 'Lift', 'L', plan.doors.lift),
        cp(3, 'Notausgang', 'N', plan.doors.exit),
        cp(4, 'Balkon', 'B', plan.doors.balcony),
      ],
    };
  });

  // Residents with dementia must not pass their floor's exits; one more may use the balcony only with staff.
  const exits = (m: CheckpointMapRecord | undefined) =>
    (m?.checkpoints ?? []).filter((c) => c.char !== 'B').map((c) => c.id);
  const balconies = maps.flatMap((m) => m.checkpoints.filter((c) => c.char === 'B').map((c) => c.id));
  const flightProfiles: FlightProfileRecord[] = flightProfileResidents(ward).map((residents, i) => {
    const floor = floors[i];
    return {
      id: i + 1,
      name: floor
        ? `Weglaufschutz ${sectionName(floor.section_id) || floor.name}`
        : 'Balkon nur mit Begleitung',
      checkpoints: floor ? exits(maps[i]) : balconies,
      system_tree_nodes: residents,
    };
  });

  return { maps, flightProfiles, images };
}
