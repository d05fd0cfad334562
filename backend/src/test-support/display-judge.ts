// What a call display would show, judged by the display's own filter rules (rules/src/display, spec 01 §4) over the
// relations an anonymous display reads (spec 01 §7 CallDisplayRelations): the tests of display-group overrides and
// interconnections ask whether a display of one group shows a call of a section now.
import { filterCalls, SCHEDULE_ALL_DAY, type RuleRelations } from '@cs/rules/display';
import { expect } from 'vitest';
import { gql, type TestServer } from './test-server.ts';

const RELATIONS = `{ callDisplayRelations { schedules { id time_1 time_2 time_3 time_4 time_5 }
  displayGroups { id connections { section_id call_type_id } } callTypes { id flag urgency sort_order } } }`;

/** The relations as an anonymous display reads them. */
export async function displayRelations(server: TestServer): Promise<RuleRelations> {
  const res = await gql(server, RELATIONS);
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { callDisplayRelations: RuleRelations }).callDisplayRelations;
}

/** Does a display whose profile shows `group` all day show a call of `section` with this call type now? */
export function displayShows(
  server: TestServer,
  r: RuleRelations,
  group: number,
  section: number,
  callType: number,
): boolean {
  const call = {
    id: 1,
    system_id: 1,
    call_type_id: callType,
    section_id: section,
    opened_at: '2025-01-06T08:00:00.000Z',
  };
  const groups = [group, group, group, group, group];
  return (
    filterCalls([call], {
      nowMs: server.clock.now(),
      timeZone: 'Europe/Zurich',
      relations: r,
      weekend: null,
      setting: {
        system_id: 1,
        weekday_schedule_id: SCHEDULE_ALL_DAY,
        weekday_groups: groups,
        weekend_schedule_id: SCHEDULE_ALL_DAY,
        weekend_groups: groups,
      },
      sectionFilter: null,
      showPresences: false,
    }).length === 1
  );
}
