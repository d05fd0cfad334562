// A user's system access (spec 01 §6): the systems of the installation; none chosen means all.
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import type { CustomWidgetProps } from '../resource.ts';

export function SystemAccessInput({ value, onChange, error, disabled, label }: CustomWidgetProps) {
  const { t } = useTranslation();
  const { systems } = useAppData();
  return (
    <MultiSelect
      label={label}
      description={t('admin.hints.systemAccess')}
      error={error}
      disabled={disabled}
      data={systems.map((s) => ({ value: String(s.id), label: s.name }))}
      value={((value as number[] | null) ?? []).map(String)}
      onChange={(vs) => onChange(vs.map(Number))}
    />
  );
}
