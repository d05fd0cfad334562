// The admin area (spec 01 §2): a side navigation of the admin lists and pages this user may open (and that this
// build has), in groups with icons (issue 14), beside the open list. The navigation stays in view and scrolls by
// itself between the fixed header and footer, so its last link is never under the footer.
import { Box, Group, NavLink, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { mayOpen } from '../platform/routes/guard.ts';
import { pathFor } from '../platform/routes/route-match.ts';
import { findRoute } from '../platform/routes/route-table.ts';
import { useHasScreen } from '../platform/routes/screens-context.tsx';
import { useAppData } from '../platform/session/app-data-context.tsx';
import { PAGE_CONTENT_ID } from '../ui/page-content.ts';
import classes from './admin-layout.module.css';
import { NAV_GROUPS, navGroupOf } from './nav-groups.ts';

export function useAdminLinks() {
  const hasScreen = useHasScreen();
  const { user, licence, globalAppSettings } = useAppData();
  const ctx = { user, licence, appSubscriptionsEnabled: globalAppSettings?.subscriptions_enabled ?? false };
  return (findRoute('admin')?.route.children ?? []).filter(
    (r) => !r.modal && hasScreen(r.name) && mayOpen(r, ctx),
  );
}

function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAdminLinks();
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return (
    <Box component="nav" aria-label={t('admin.crud.navigation')} className={classes.nav}>
      <Stack gap="xs">
        {NAV_GROUPS.map((group) => {
          const mine = links.filter((r) => navGroupOf(r.name) === group.key);
          if (mine.length === 0) return null;
          const headingId = `admin-nav-${group.key}`;
          return (
            <section key={group.key} aria-labelledby={headingId}>
              <Group gap={6} px="sm" py={4} className={classes.heading}>
                <group.icon size={16} aria-hidden />
                <span id={headingId}>{t(`admin.crud.groups.${group.key}`)}</span>
              </Group>
              {mine.map((r) => {
                const path = pathFor(r) as string;
                return (
                  <NavLink
                    key={r.name}
                    component={Link}
                    to={path}
                    label={t(`admin.${r.name}.title`)}
                    active={isActive(path)}
                    aria-current={isActive(path) ? 'page' : undefined}
                    pl="lg"
                  />
                );
              })}
            </section>
          );
        })}
      </Stack>
    </Box>
  );
}

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <AdminNav />
      <Box id={PAGE_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Box>
    </Group>
  );
}
