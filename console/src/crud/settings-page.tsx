// /admin/settings (spec 01 §2 admin single pages: admin::manage_system): the global settings (spec 02 §3). Built so far:
// their probable-defect settings, the monitors (name, criterion 0x.., threshold, timeframe in hours) as the generic list
// of their resource, each one's form over this page (/admin/settings/probabledefects/edit/:id?). The other global
// settings have no form yet and are not shown.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../platform/page/page-title.ts';
import { AdminLayout } from './admin-layout.tsx';
import { ListView } from './list/list-view.tsx';
import { useListController } from './list/use-list-controller.ts';
import type { ResourceDef } from './resource.ts';

export function SettingsPage({ monitors }: { monitors: ResourceDef }) {
  const { t } = useTranslation();
  usePageTitle('admin.settings.title');
  const controller = useListController(monitors);
  return (
    <AdminLayout title={t('admin.settings.title')}>
      <Stack component="section" aria-labelledby="settings-probable-defects" gap="sm">
        <Title order={2} size="h3" id="settings-probable-defects">
          {t(`admin.${monitors.name}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`admin.${monitors.name}.intro`)}
        </Text>
        <ListView controller={controller} />
      </Stack>
    </AdminLayout>
  );
}
