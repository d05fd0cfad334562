// An area of lists and pages (spec 01 §2 admin area, app management): a side navigation of the area's lists and
// pages this user may open (and that this build has), beside the open list; the admin area's in groups with
// icons (issue 14), app management's as one short list. The navigation stays in view and scrolls by itself
// between the fixed header and footer, so its last link is never under the footer.
import { Box, Group, NavLink, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
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
import type { ResourceArea } from '../platform/routes/admin-routes.ts';

/** The route of each area in the route table, and its navigation's label. */
export const AREA_ROUTE: Record<ResourceArea, string> = {
  admin: 'admin',
  appmanagement: 'appManagement',
  tree: 'treeView',
};
const AREA_LABEL: Record<ResourceArea, string> = {
  admin: 'admin.crud.navigation',
  appmanagement: 'admin.appManagement.navigation',
  tree: 'admin.crud.navigation',
};

export function useAreaLinks(area: ResourceArea = 'admin') {
  const hasScreen = useHasScreen();
  const { user, licence, globalAppSettings } = useAppData();
  const ctx = { user, licence, appSubscriptionsEnabled: globalAppSettings?.subscriptions_enabled ?? false };
  return (findRoute(AREA_ROUTE[area])?.route.children ?? []).filter(
    (r) => !r.modal && hasScreen(r.name) && mayOpen(r, ctx),
  );
}

function AreaNav({ area }: { area: ResourceArea }) {
  // The tree area's lists (display group overrides) sit in the tree, which has no side navigation.
  if (area === 'tree') return null;
  return <AreaLinks area={area} />;
}

function AreaLinks({ area }: { area: ResourceArea }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAreaLinks(area);
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  // App management's few pages need no groups: one group without a heading.
  const groups: readonly { key: string; icon: Icon | null }[] =
    area === 'admin' ? NAV_GROUPS : [{ key: area, icon: null }];
  const inGroup = (name: string, key: string) => area !== 'admin' || navGroupOf(name) === key;
  return (
    <Box component="nav" aria-label={t(AREA_LABEL[area])} className={classes.nav}>
      <Stack gap="xs">
        {groups.map((group) => {
          const mine = links.filter((r) => inGroup(r.name, group.key));
          if (mine.length === 0) return null;
          const headingId = `admin-nav-${group.key}`;
          const Icon = group.icon;
          return (
            <section key={group.key} aria-labelledby={Icon ? headingId : undefined}>
              {Icon && (
                <Group gap={6} px="sm" py={4} className={classes.heading}>
                  <Icon size={16} aria-hidden />
                  <span id={headingId}>{t(`admin.crud.groups.${group.key}`)}</span>
                </Group>
              )}
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

export function AdminLayout({
  title,
  area = 'admin',
  children,
}: {
  title: string;
  area?: ResourceArea;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <AreaNav area={area} />
      <Box id={PAGE_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Box>
    </Group>
  );
}
