// The mail server form (issue 18: host, port, TLS mode, login, sender; the password write-only).
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Busy } from '../../ui/busy.tsx';
import { useSmtpForm } from './use-smtp-form.ts';

const TLS_MODES = ['starttls', 'tls', 'none'] as const;

export function SmtpForm() {
  const { t } = useTranslation();
  const form = useSmtpForm();
  const { values, set, errors } = form;
  if (form.loading) return <Busy />;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="smtp-title">
      <Stack gap="sm">
        <Title order={2} id="smtp-title" size="h3">
          {t('mail.smtp.title')}
        </Title>
        {form.stored?.configured === false ? (
          <Alert color="yellow">{t('mail.smtp.notConfigured')}</Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('mail.smtp.intro')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('mail.smtp.host')}
            required
            value={values.host}
            onChange={(e) => set('host', e.currentTarget.value)}
            error={errors.host}
          />
          <TextInput
            label={t('mail.smtp.port')}
            required
            inputMode="numeric"
            value={values.port}
            onChange={(e) => set('port', e.currentTarget.value)}
            error={errors.port}
          />
          <Select
            label={t('mail.smtp.tlsMode')}
            required
            allowDeselect={false}
            data={TLS_MODES.map((m) => ({ value: m, label: t(`mail.smtp.tls.${m}`) }))}
            value={values.tls_mode}
            onChange={(v) => set('tls_mode', v ?? 'starttls')}
            error={errors.tls_mode}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('mail.smtp.user')}
            autoComplete="off"
            value={values.user}
            onChange={(e) => set('user', e.currentTarget.value)}
            error={errors.user}
          />
          <PasswordInput
            label={t('mail.smtp.password')}
            autoComplete="new-password"
            description={t(form.passwordHint)}
            disabled={values.clear_password}
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={errors.password}
          />
        </SimpleGrid>
        {form.stored?.password_set && (
          <Checkbox
            label={t('mail.smtp.clearPassword')}
            checked={values.clear_password}
            onChange={(e) => set('clear_password', e.currentTarget.checked)}
          />
        )}
        <TextInput
          label={t('mail.smtp.sender')}
          required
          type="email"
          value={values.sender}
          onChange={(e) => set('sender', e.currentTarget.value)}
          error={errors.sender}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.saving}>
            {t('mail.smtp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
