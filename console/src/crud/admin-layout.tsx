// The admin area (spec 01 §2): a side navigation of the admin lists and pages this user may open
// (and that this build has), next to the open list.
import { Box, Group, NavLink, ScrollArea, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { mayOpen } from '../platform/routes/guard.ts';
import { pathFor } from '../platform/routes/route-match.ts';
import { findRoute } from '../platform/routes/route-table.ts';
import { useHasScreen } from '../platform/routes/screens-context.tsx';
import { useAppData } from '../platform/session/app-data-context.tsx';

export function useAdminLinks() {
  const hasScreen = useHasScreen();
  const { user, licence, globalAppSettings } = useAppData();
  const ctx = { user, licence, appSubscriptionsEnabled: globalAppSettings?.subscriptions_enabled ?? false };
  return (findRoute('admin')?.route.children ?? []).filter(
    (r) => !r.modal && hasScreen(r.name) && mayOpen(r, ctx),
  );
}

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAdminLinks();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg" p="md">
      <Box component="nav" aria-label={t('admin.crud.navigation')} w={230} style={{ flexShrink: 0 }}>
        <ScrollArea.Autosize mah="calc(100vh - 140px)">
          <Stack gap={2}>
            {links.map((r) => {
              const path = pathFor(r) as string;
              return (
                <NavLink
                  key={r.name}
                  component={Link}
                  to={path}
                  label={t(`admin.${r.name}.title`)}
                  active={pathname === path || pathname.startsWith(`${path}/`)}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Box>
    </Group>
  );
}
