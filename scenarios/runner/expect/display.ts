// What a wall display shows, computed as the display does: the backend's open calls and relations through
// GraphQL, filtered and ordered by the display's own rules (@cs/rules/display).
import { CALL_TYPE_FLAGS, URGENCIES } from '@cs/contracts/vocabulary';
import { filterCalls, orderCalls, parseClockTime } from '@cs/rules/display';
import type { SectionFilter, SystemDisplaySetting } from '@cs/rules/display';
import { z } from 'zod';
import type { DisplayProfile } from '../format.ts';
import type { Simulation } from '../simulation.ts';

const DISPLAY_QUERY = `query {
  openCalls { id system_id call_type_id section_id opened_at duration device_text_short call_type { id name flag urgency sort_order } }
  callDisplayRelations { schedules { id time_1 time_2 time_3 time_4 time_5 } displayGroups { id connections { section_id call_type_id } } callTypes { id flag urgency sort_order } }
  publicSystemParams { id weekend_start weekend_stop }
}`;

/** HH:mm, or none (schedules have up to five boundaries) */
const time = z.string().nullable();
const callType = z.object({
  id: z.int(),
  flag: z.enum(CALL_TYPE_FLAGS),
  urgency: z.enum(URGENCIES),
  sort_order: z.int().nullable(),
});
const answer = z.object({
  openCalls: z.array(
    z.object({
      id: z.int(),
      system_id: z.int(),
      call_type_id: z.int(),
      section_id: z.int().nullable(),
      opened_at: z.string(),
      duration: z.number(),
      device_text_short: z.string().nullable(),
      call_type: callType.extend({ name: z.string() }),
    }),
  ),
  callDisplayRelations: z.object({
    schedules: z.array(
      z.object({
        id: z.int(),
        time_1: time,
        time_2: time,
        time_3: time,
        time_4: time,
        time_5: time,
      }),
    ),
    displayGroups: z.array(
      z.object({
        id: z.int(),
        connections: z.array(z.object({ section_id: z.int(), call_type_id: z.int() })),
      }),
    ),
    callTypes: z.array(callType),
  }),
  publicSystemParams: z.array(z.object({ id: z.int(), weekend_start: z.string(), weekend_stop: z.string() })),
});

function sectionFilter(profile: DisplayProfile): SectionFilter | null {
  if (!profile.sections?.length) return null;
  let ignoreWindow: SectionFilter['ignoreWindow'] = null;
  if (profile.ignoreSectionsTime) {
    const [start, end] = profile.ignoreSectionsTime.split('-').map((t) => parseClockTime(t));
    if (start != null && end != null) ignoreWindow = { start, end };
  }
  return { sections: profile.sections, ignoreWindow, ignoreCallTypes: profile.ignoreCallTypes ?? [] };
}

/** What a wall display with this profile shows now: `<short device text> <call type name>`, in display order. */
export async function displayedCalls(
  sim: Simulation,
  systemId: number,
  profile: DisplayProfile | null,
): Promise<string[]> {
  const { data, errors } = await sim.graphql(DISPLAY_QUERY, {}, { system: systemId }, answer);
  if (!data) throw new Error(`display query failed: ${errors?.map((e) => e.message).join('; ')}`);
  const weekend = data.publicSystemParams.find((p) => p.id === systemId) ?? null;
  const none = { schedule: 255, groups: [] as number[] };
  const setting: SystemDisplaySetting | null =
    profile && (profile.weekday || profile.weekend)
      ? {
          system_id: systemId,
          weekday_schedule_id: (profile.weekday ?? none).schedule,
          weekday_groups: (profile.weekday ?? none).groups,
          weekend_schedule_id: (profile.weekend ?? none).schedule,
          weekend_groups: (profile.weekend ?? none).groups,
        }
      : null;
  const shown = filterCalls(data.openCalls, {
    nowMs: sim.now(),
    relations: data.callDisplayRelations,
    weekend,
    setting,
    sectionFilter: profile ? sectionFilter(profile) : null,
    showPresences: profile?.showPresences ?? true,
  });
  return orderCalls(shown).map((c) => `${c.device_text_short} ${c.call_type.name}`);
}
