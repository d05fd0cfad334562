// Uses of admin records outside the admin entities: display profiles (modules/display) name schedules
// and display groups per system, and the call system's open calls name their call type and section;
// deleting those would leave a wall display without its groups or a call without colour and urgency.
import type { GraphQLContext } from '../context.ts';
import type { ProfileSystemSettingRecord } from '../store/config-types.ts';
import type { EntityDescription } from './entity.ts';
import type { Use } from './references.ts';

type SettingField = keyof ProfileSystemSettingRecord;
const slots = (when: 'weekday' | 'weekend') =>
  [1, 2, 3, 4, 5].map((i) => `${when}_display_group_${i}_id` as SettingField);

/** The fields of a profile's per-system setting that refer to records of an entity type. */
const PROFILE_FIELDS: Readonly<Record<string, readonly SettingField[]>> = {
  Schedule: ['weekday_schedule_id', 'weekend_schedule_id'],
  DisplayGroup: [...slots('weekday'), ...slots('weekend')],
  SystemParam: ['system_id'],
};

/** What an open call refers to. */
const CALL_FIELDS: Readonly<Record<string, 'call_type_id' | 'section_id' | 'call_source_id'>> = {
  CallType: 'call_type_id',
  Section: 'section_id',
  CallSource: 'call_source_id',
};

export function externalUsesOf(d: EntityDescription, ids: ReadonlySet<number>, ctx: GraphQLContext): Use[] {
  const uses: Use[] = [];
  const fields = PROFILE_FIELDS[d.type] ?? [];
  // A system's records are named by the settings for that system; a system by any setting for it.
  const systemId = d.store === 'systems' ? null : ctx.systemId;
  for (const profile of fields.length ? ctx.services.installation.displayProfiles() : [])
    for (const setting of profile.settings)
      for (const field of fields)
        if ((systemId === null || setting.system_id === systemId) && ids.has(setting[field]))
          uses.push({ entity: 'display_profile', id: profile.id, label: profile.name, field });
  const callField = CALL_FIELDS[d.type];
  if (callField)
    for (const call of ctx.services.calls.system(ctx.systemId)?.openCalls() ?? [])
      if (ids.has(call[callField] ?? NaN))
        uses.push({
          entity: 'open_call',
          id: call.id,
          label: call.device_text_long || call.device_text_short || `#${call.id}`,
          field: callField,
        });
  return [...new Map(uses.map((u) => [`${u.entity}/${u.id}`, u])).values()];
}
