// The analytics' shift boundaries (issue 17: early/late/night configurable), kept per system in its configuration
// document (collection analytics_shifts, one record) and changed under the document's lock. Whole local hours,
// ascending: early before late before night (the night runs over midnight to the next early shift).
import type { GraphQLError } from 'graphql';
import { validationError, ValidationFailed } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';
import type { Shifts } from './analytics-groups.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';

export const DEFAULT_SHIFTS: Shifts = { early: 6, late: 14, night: 22 };
const COLLECTION = 'analytics_shifts';

/** The system's stored boundaries, or the defaults (the analytics and the demo's shift read the same). */
export function shiftsOf(entities: Pick<EntityRepository, 'list'>, systemId: number): Shifts {
  const [record] = entities.list('system', COLLECTION, systemId);
  if (!record) return DEFAULT_SHIFTS;
  return { early: Number(record.early), late: Number(record.late), night: Number(record.night) };
}

/** What reading and storing the boundaries take of a request: the system, the user's language, the documents. */
export interface ShiftContext {
  systemId: number;
  locale: Locale;
  services: { entities: Pick<EntityRepository, 'list' | 'exclusive' | 'save'> };
  /** the audit row's field changes (GraphQLContext.auditChanges) */
  auditChanges?: Record<string, unknown>;
}

export const storedShifts = (ctx: Pick<ShiftContext, 'services'>, systemId: number): Shifts =>
  shiftsOf(ctx.services.entities, systemId);

/** Whole hours 0-23, ascending; else the catalogue's errors in the user's language. */
export function checkShifts(shifts: Shifts, locale: Locale): Shifts {
  const errors: GraphQLError[] = [];
  for (const [name, hour] of Object.entries(shifts))
    if (!Number.isInteger(hour) || hour < 0 || hour > 23)
      errors.push(validationError(locale, `shifts.${name}`, 'between', { min: 0, max: 23 }));
  if (!errors.length) {
    if (shifts.late <= shifts.early) errors.push(validationError(locale, 'shifts.late', 'time_overlap'));
    if (shifts.night <= shifts.late) errors.push(validationError(locale, 'shifts.night', 'time_overlap'));
  }
  if (errors.length) throw new ValidationFailed(errors);
  return shifts;
}

/** Stores new boundaries (admin::manage_system and the analytics licence: the policy), audited. */
export function updateShifts(ctx: ShiftContext, input: Shifts): Promise<Shifts> {
  const shifts = checkShifts({ early: input.early, late: input.late, night: input.night }, ctx.locale);
  return ctx.services.entities.exclusive('system', ctx.systemId, async () => {
    const before = storedShifts(ctx, ctx.systemId);
    await ctx.services.entities.save('system', COLLECTION, ctx.systemId, [{ id: 1, ...shifts }], null);
    const fields = Object.fromEntries(
      (['early', 'late', 'night'] as const)
        .filter((k) => before[k] !== shifts[k])
        .map((k) => [k, { before: before[k], after: shifts[k] }]),
    );
    ctx.auditChanges = { change: 'updated', fields };
    return shifts;
  });
}
