// Spec 01 §2 main layout: module navigation, global search, sync indicator, system selector (only with more than
// one system), language switch, logout (login link when nobody is logged in). Below 1200 px the modules, pickers and
// logout move into the menu drawer (header-menu.tsx).
import { Anchor, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsGlobalSearch, showsSyncIndicator } from '../../platform/navigation/nav-items.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { SearchBox } from './global-search/search-box.tsx';
import { HeaderControls } from './header-controls.tsx';
import { HeaderMenu } from './header-menu.tsx';
import classes from './header.module.css';
import { ModuleNav } from './module-nav.tsx';
import { SyncIndicator } from './sync-indicator.tsx';

export function Header() {
  const { t } = useTranslation();
  const { user, licence, systems } = useAppData();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" className={classes.left}>
        <HeaderMenu />
        <Anchor component={Link} to="/home" fw={700} c="inherit" underline="never" className={classes.brand}>
          {t('app.product')}
        </Anchor>
        <Box className={`${classes.navRow} ${classes.wideOnly}`}>
          <ModuleNav />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {showsGlobalSearch({ user, licence }) && <SearchBox />}
        {showsSyncIndicator({ user, licence }) && <SyncIndicator hasSystem={systems.length > 0} />}
        <Group gap="sm" wrap="nowrap" className={classes.wideOnly}>
          <HeaderControls />
        </Group>
      </Group>
    </Group>
  );
}
