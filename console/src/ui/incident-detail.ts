// What an incident measured (its detail JSON), said in the user's language; times in the facility's zone. Shared by
// the incident list and the defect list (/admin/defects); the texts are the analytics area's.
import type { TFunction } from 'i18next';
import { formatDateTime } from '@cs/rules/time';
import type { IncidentKind } from '../generated/graphql.ts';
import { parseRecord } from '../platform/json-shape.ts';

export function incidentDetail(
  row: { kind: IncidentKind; detail: string },
  zone: string,
  t: TFunction,
): string {
  const d = parseRecord(row.detail);
  if (!d) return '';
  const time = (v: unknown) => (typeof v === 'string' ? formatDateTime(v, zone) : '');
  switch (row.kind) {
    case 'battery':
      return t('analytics.incidents.details.battery', { battery: d.battery });
    case 'reachability':
      return d.last_heard_at
        ? t('analytics.incidents.details.reachability', {
            time: time(d.last_heard_at),
            minutes: d.timeout_minutes,
          })
        : t('analytics.incidents.details.never', { minutes: d.timeout_minutes });
    case 'defects':
      return t('analytics.incidents.details.defects', { time: time(d.opened_at) });
    case 'probable_defects':
      return t('analytics.incidents.details.probable_defects', d);
  }
}
