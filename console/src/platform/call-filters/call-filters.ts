// The call filters and sort of the call log and the analytics live in the address (spec 01 §2: a modal closes back
// to its parent and keeps the query), so the list opened again from a call's detail, a bookmark or a reload shows
// the same calls. Each screen has its own default range (the log the last 24 hours, the analytics the last 7 days).
import { URGENCIES_MOST_URGENT_FIRST } from '@cs/contracts/vocabulary';
import { DATE_RANGES } from '@cs/rules/time';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CallLogRange, CallLogSort, SortDirection, Urgency } from '../../generated/graphql.ts';

// The eleven ranges of spec 02 §9, in the order the backend computes them (one list, in the rules).
export const RANGES: readonly CallLogRange[] = DATE_RANGES;
export const SORTS: readonly CallLogSort[] = [
  'opened_at',
  'closed_at',
  'duration',
  'call_type_text',
  'section_name',
  'device_text_long',
];
export const DEFAULT_RANGE: CallLogRange = 'LAST_24_HOURS';
/** spec 01 §4 urgency levels, most urgent first */
export const URGENCIES: readonly Urgency[] = URGENCIES_MOST_URGENT_FIRST;

export interface CallLogView {
  range: CallLogRange;
  sections: number[];
  callTypes: number[];
  callSources: number[];
  urgencies: Urgency[];
  text: string;
  sort: CallLogSort;
  direction: SortDirection;
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const oneOf = <T extends string>(value: string | null, values: readonly T[], fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readView(params: URLSearchParams, defaultRange = DEFAULT_RANGE): CallLogView {
  return {
    range: oneOf(params.get('range'), RANGES, defaultRange),
    sections: ids(params.get('sections')),
    callTypes: ids(params.get('types')),
    callSources: ids(params.get('sources')),
    urgencies: URGENCIES.filter((u) => (params.get('urgency') ?? '').split(',').includes(u)),
    text: params.get('q') ?? '',
    sort: oneOf(params.get('sort'), SORTS, 'opened_at'),
    direction: params.get('dir') === 'ASC' ? 'ASC' : 'DESC',
  };
}

export function writeView(view: CallLogView, defaultRange = DEFAULT_RANGE): URLSearchParams {
  const params = new URLSearchParams();
  if (view.range !== defaultRange) params.set('range', view.range);
  if (view.sections.length) params.set('sections', view.sections.join(','));
  if (view.callTypes.length) params.set('types', view.callTypes.join(','));
  if (view.callSources.length) params.set('sources', view.callSources.join(','));
  if (view.urgencies.length) params.set('urgency', view.urgencies.join(','));
  if (view.text) params.set('q', view.text);
  if (view.sort !== 'opened_at') params.set('sort', view.sort);
  if (view.direction !== 'DESC') params.set('dir', view.direction);
  return params;
}

export function useCallLogView(
  defaultRange = DEFAULT_RANGE,
): [CallLogView, (change: Partial<CallLogView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params, defaultRange), [params, defaultRange]);
  const change = useCallback(
    (next: Partial<CallLogView>) =>
      setParams(writeView({ ...view, ...next }, defaultRange), { replace: true }),
    [view, setParams, defaultRange],
  );
  return [view, change];
}
