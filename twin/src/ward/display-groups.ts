import { DISPLAY_GROUP_NONE, isElevated } from '@cs/contracts/vocabulary';
import { CALL_TYPES, SCHEDULE_IDS } from './catalog.ts';
import type { DisplayGroup, ScheduleAssignment, Section } from './types.ts';

/**
 * Three kinds of display group, as a care home sets them up: everything, one per
 * section (its own calls only), and a night group with only the elevated calls of all
 * sections (spec 01 §4: emergency and urgent are 'elevated').
 */
export function buildDisplayGroups(sections: Section[]): DisplayGroup[] {
  let connectionId = 1;
  const connect = (sectionIds: number[], callTypeIds: number[]) =>
    sectionIds.flatMap((section_id) =>
      callTypeIds.map((call_type_id) => ({ id: connectionId++, section_id, call_type_id })),
    );
  const allTypes = CALL_TYPES.map((c) => c.id);
  const elevated = CALL_TYPES.filter((c) => isElevated(c.urgency)).map((c) => c.id);
  const allSections = sections.map((s) => s.id);
  const groups: DisplayGroup[] = [
    { id: 1, name: 'Alle Rufe', connections: connect(allSections, allTypes) },
    { id: 2, name: 'Nacht: dringende Rufe', connections: connect(allSections, elevated) },
  ];
  for (const section of sections) {
    groups.push({ id: groups.length + 1, name: section.name, connections: connect([section.id], allTypes) });
  }
  return groups;
}

/** Day: the section's own group; night (second interval of Tag/Nacht): the night group. */
export function sectionAssignment(sectionId: number, _floor: number): ScheduleAssignment {
  const own = sectionId + 2;
  return {
    weekday_schedule_id: SCHEDULE_IDS.dayNight,
    weekend_schedule_id: SCHEDULE_IDS.dayNight,
    weekday_display_group_1_id: own,
    weekday_display_group_2_id: 2,
    weekday_display_group_3_id: DISPLAY_GROUP_NONE,
    weekday_display_group_4_id: DISPLAY_GROUP_NONE,
    weekday_display_group_5_id: DISPLAY_GROUP_NONE,
    weekend_display_group_1_id: own,
    weekend_display_group_2_id: 2,
    weekend_display_group_3_id: DISPLAY_GROUP_NONE,
    weekend_display_group_4_id: DISPLAY_GROUP_NONE,
    weekend_display_group_5_id: DISPLAY_GROUP_NONE,
  };
}
