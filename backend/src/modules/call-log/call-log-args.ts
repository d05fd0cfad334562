// The callLog query's arguments, checked (spec 01 §5: bad input gets the catalogue's error and changes nothing)
// and turned into the repository's filter: the date range in the facility's zone (spec 02 §9), the urgency
// by the kept value or, for older rows, the call type's current one.
import { dateRangeBounds } from '@cs/rules/time';
import { systemTimeZone } from '../../store/system-zone.ts';
import type { GraphQLError } from 'graphql';
import type { CallSourceScope } from '../../auth/call-source-scope.ts';
import { validationError, ValidationFailed } from '../../auth/errors.ts';
import type { QueryCallLogArgs } from '../../generated/graphql.ts';
import type { Locale } from '../../platform/locale.ts';
import type { CallLogCursor, CallLogFilter, CallLogSortField } from '../../repositories/call-log-query.ts';
import type { SystemDoc } from '../../store/config-types.ts';

export const MAX_PAGE = 200;
export const MAX_TEXT = 100;

/** The facility's zone: the system parameter `timezone`, or the default when it is missing or unknown. */
export const zoneOf = systemTimeZone;

/** A cursor names its sort, so one from another sort or direction is refused instead of misread. */
export const encodeCursor = (sort: string, direction: string, c: CallLogCursor): string =>
  Buffer.from(JSON.stringify([sort, direction, c.value, c.id])).toString('base64url');

function decodeCursor(text: string, sort: string, direction: string): CallLogCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [s, d, value, id] = parsed as unknown[];
    if (s !== sort || d !== direction || !Number.isSafeInteger(id)) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    return { value, id: id as number };
  } catch {
    return null;
  }
}

export interface CallLogRequest {
  filter: CallLogFilter;
  sort: CallLogSortField;
  direction: 'ASC' | 'DESC';
  first: number;
  after: CallLogCursor | null;
  range: { from: string | null; to: string };
}

/**
 * `scope` is the caller's (auth/call-source-scope.ts scopeOf): every reader of the log (the list, the analytics,
 * the exports) builds its filter here, so none reads past the roles' call source groups.
 */
export function callLogRequest(
  args: QueryCallLogArgs,
  doc: SystemDoc,
  now: number,
  locale: Locale,
  scope: CallSourceScope,
): CallLogRequest {
  const sort = args.sort ?? 'opened_at';
  const direction = args.direction ?? 'DESC';
  const first = args.first ?? 50;
  const f = args.filter ?? {};
  const errors: GraphQLError[] = [];
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE)
    errors.push(validationError(locale, 'first', 'between', { min: 1, max: MAX_PAGE }));
  if ((f.text ?? '').length > MAX_TEXT)
    errors.push(validationError(locale, 'filter.text', 'max_length', { max: MAX_TEXT }));
  const after = args.after ? decodeCursor(args.after, sort, direction) : null;
  if (args.after && !after) errors.push(validationError(locale, 'after', 'invalid'));
  if (errors.length) throw new ValidationFailed(errors);

  const bounds = dateRangeBounds(f.range ?? 'LAST_24_HOURS', now, zoneOf(doc));
  const range = {
    from: bounds.from === null ? null : new Date(bounds.from).toISOString(),
    to: new Date(bounds.to).toISOString(),
  };
  const urgencies = f.urgencies?.length ? f.urgencies : null;
  return {
    filter: {
      systemId: doc.id,
      ...range,
      sectionIds: f.section_ids ?? undefined,
      callTypeIds: f.call_type_ids ?? undefined,
      callSourceIds: f.call_source_ids ?? undefined,
      scope,
      urgency: urgencies
        ? {
            values: urgencies,
            currentCallTypeIds: doc.call_types.filter((c) => urgencies.includes(c.urgency)).map((c) => c.id),
          }
        : undefined,
      text: f.text ?? undefined,
    },
    sort,
    direction,
    first,
    after,
    range,
  };
}
