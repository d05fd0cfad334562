// The list's filters: kind, state, severity and the time range (the call log's ranges, in the facility's zone).
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallLogRange } from '../../generated/graphql.ts';
import type { IncidentView } from './use-incidents.ts';

const KINDS = ['battery', 'defects', 'probable_defects', 'reachability'] as const;
const STATES = ['New', 'Assigned', 'Closed'] as const;
const SEVERITIES = ['Critical', 'Warning', 'Info'] as const;
const RANGES: CallLogRange[] = [
  'LAST_24_HOURS',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'THIS_YEAR',
  'SINCE_BEGINNING',
];

export function IncidentFilters({
  view,
  onChange,
}: {
  view: IncidentView;
  onChange: (v: IncidentView) => void;
}) {
  const { t } = useTranslation();
  const all = { value: '', label: t('analytics.incidents.all') };
  const select = <K extends keyof IncidentView>(
    key: K,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      value={view[key] ?? ''}
      allowDeselect={false}
      onChange={(value) => onChange({ ...view, [key]: value || null })}
      w={200}
    />
  );
  return (
    <Group align="flex-end">
      {select('kind', t('analytics.incidents.kind'), [
        all,
        ...KINDS.map((k) => ({ value: k, label: t(`analytics.incidents.kinds.${k}`) })),
      ])}
      {select('state', t('analytics.incidents.state'), [
        {
          value: '',
          label: `${t('analytics.incidents.states.New')}, ${t('analytics.incidents.states.Assigned')}`,
        },
        ...STATES.map((s) => ({ value: s, label: t(`analytics.incidents.states.${s}`) })),
      ])}
      {select('severity', t('analytics.incidents.severity'), [
        all,
        ...SEVERITIES.map((s) => ({ value: s, label: t(`analytics.incidents.severities.${s}`) })),
      ])}
      {select('range', t('analytics.incidents.range'), [
        { value: '', label: t('analytics.incidents.anyRange') },
        ...RANGES.map((r) => ({ value: r, label: t(`callLog.ranges.${r}`) })),
      ])}
    </Group>
  );
}
