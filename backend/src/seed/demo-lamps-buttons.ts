// The demo ward's corridor lamps and buttons (spec 02 §9), per system, from the ward's call types and sources; and the
// ward catalogue's ids the demo's lists refer to (demo-extras.ts).
import type { Ward } from '@cs/twin';
import type { ButtonRecord, IndicatorRecord } from '../store/config-types.ts';

/** The ward catalogue's stable ids (twin/src/ward/catalog.ts). */
export const CT = { emergency: 2, bath: 3, call: 4, medallion: 5, presence: 6, defect: 7, tech: 8 } as const;
export const CS = { room: 1, bath: 2, medallion: 3, corridor: 4, tech: 5 } as const;

/** Keeps the ids that the ward has (a smaller generated ward may lack a call type or source). */
export const known = (ids: readonly number[], records: ReadonlyArray<{ id: number }>) =>
  ids.filter((id) => records.some((r) => r.id === id));
export const orNull = (id: number, records: ReadonlyArray<{ id: number }>) =>
  records.some((r) => r.id === id) ? id : null;

// Corridor lamps above the room doors (spec 02 §9: function 1 soft continuous light, 255 none).
export function indicators({ callTypes }: Ward): IndicatorRecord[] {
  return [
    {
      id: 1,
      number: 1,
      call_source_id: CS.room,
      linked_call_source_id: CS.bath,
      call_types: known([CT.emergency, CT.bath, CT.call], callTypes),
      fn_a: 1,
      fn_b: 255,
    },
    {
      id: 2,
      number: 2,
      call_source_id: CS.medallion,
      linked_call_source_id: CS.room,
      call_types: known([CT.medallion], callTypes),
      fn_a: 1,
      fn_b: 255,
    },
    {
      id: 3,
      number: 3,
      call_source_id: CS.corridor,
      linked_call_source_id: null,
      call_types: known([CT.call, CT.presence], callTypes),
      fn_a: 1,
      fn_b: 1,
    },
  ];
}

// Spec 02 §9 button types 1 impulse, 2 come and go, 3 open and close; functions 1 presence, 2 end call, 4 technical, 8/9 acknowledge/hide.
export function buttons({ callTypes, callSources, displayGroups }: Ward): ButtonRecord[] {
  const btn = (
    id: number,
    button_type: number,
    source: number | null,
    call_type_id: number | null,
    call_type_presence_id: number | null,
    display_group_id: number | null,
    fn: [number, number, number],
  ): ButtonRecord => ({
    id,
    number: id,
    button_type,
    call_source_id: source,
    call_source_number: callSources.find((c) => c.id === source)?.number ?? null,
    call_type_id,
    call_type_presence_id,
    display_group_id,
    fn_a: fn[0],
    fn_b: fn[1],
    fn_c: fn[2],
  });
  return [
    btn(1, 2, CS.room, orNull(CT.call, callTypes), orNull(CT.presence, callTypes), null, [1, 2, 0]),
    btn(2, 1, CS.bath, orNull(CT.bath, callTypes), null, null, [2, 0, 0]),
    btn(3, 3, CS.tech, orNull(CT.tech, callTypes), null, null, [4, 0, 0]),
    btn(4, 1, null, null, null, displayGroups[0]?.id ?? null, [8, 9, 0]),
  ];
}
