// Spec 01 §2 /appmanagement/settings (app::manage_settings), spec 02 §3 app settings: what the phones may do and
// the server's timeouts. Disabling subscriptions removes all active priorities: a warning shows as soon as the
// switch is off, and saving asks to confirm (spec 02 §5).
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../../crud/admin-layout.tsx';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { Busy } from '../../ui/busy.tsx';
import { FLAGS, TIMEOUTS, useAppSettings } from './use-app-settings.ts';

export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle('admin.appSettings.title');
  const c = useAppSettings();
  const f = (name: string) => t(`admin.appSettings.fields.${name}`);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    c.submit();
  };
  const body = c.failed ? (
    <Alert color="red" role="alert" title={t('admin.crud.loadErrorTitle')}>
      {t('admin.crud.loadErrorText')}
    </Alert>
  ) : !c.values ? (
    <Busy />
  ) : (
    <form onSubmit={onSubmit} noValidate aria-label={t('admin.appSettings.title')}>
      <Stack maw={760}>
        <Title order={2} size="h4">
          {t('admin.appSettings.phones')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FLAGS.map((name) => (
            <Switch
              key={name}
              label={f(name)}
              checked={c.values?.[name] ?? false}
              onChange={(e) => c.set(name, e.currentTarget.checked)}
              error={c.errors[name]}
            />
          ))}
        </SimpleGrid>
        {c.removesPriorities && (
          <Alert color="orange" role="alert" title={t('admin.appSettings.priorityWarningTitle')}>
            {t('admin.appSettings.priorityWarning')}
          </Alert>
        )}
        <Title order={2} size="h4">
          {t('admin.appSettings.timeouts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TIMEOUTS.map((name) => (
            <NumberInput
              key={name}
              label={f(name)}
              description={t(`admin.appSettings.units.${name.includes('relevant') ? 'hours' : 'seconds'}`)}
              value={c.values?.[name] ?? ''}
              onChange={(v) => c.set(name, typeof v === 'number' ? v : Number.NaN)}
              allowDecimal={false}
              error={c.errors[name]}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={c.saving}>
            {t('admin.crud.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  return (
    <AdminLayout title={t('admin.appSettings.title')} area="appmanagement">
      {body}
      <Modal
        opened={c.confirming}
        onClose={c.cancelConfirm}
        title={t('admin.appSettings.priorityWarningTitle')}
      >
        <Stack>
          <Text>{t('admin.appSettings.priorityConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={c.cancelConfirm}>
              {t('admin.crud.cancel')}
            </Button>
            <Button color="orange" onClick={c.confirm}>
              {t('admin.appSettings.disableSubscriptions')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminLayout>
  );
}
