// Alert channel secret (spec 02 §6): needs a specific permission (superusers here, who hold every
// permission); everyone else sees the no-permission callout instead of the field.
import { Alert, PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import type { CustomWidgetProps } from '../resource.ts';

export function SecretInput({ value, onChange, error, disabled, label, record, hint }: CustomWidgetProps) {
  const { t } = useTranslation();
  const { user } = useAppData();
  if (!user?.is_superuser) {
    return (
      <Alert color="gray" title={label}>
        {t(record.has_secret ? 'admin.alertChannels.secretHidden' : 'admin.alertChannels.secretNoPermission')}
        {record.has_secret && hint ? ` ${hint}` : null}
      </Alert>
    );
  }
  return (
    <PasswordInput
      label={label}
      name="secret"
      description={hint}
      error={error}
      disabled={disabled}
      autoComplete="new-password"
      value={(value as string | null) ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
