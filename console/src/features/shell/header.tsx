// Spec 01 §2 main layout: module navigation, system selector (only with more than one system),
// language switch, logout (login tooltip when nobody is logged in).
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Group, Text } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { changeLocale, currentLocale, isLocale, LOCALES } from '../../platform/i18n/i18n.ts';
import {
  showsGlobalSearch,
  showsSyncIndicator,
  visibleNavItems,
} from '../../platform/navigation/nav-items.ts';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useIsBuilt } from '../../platform/routes/screens-context.tsx';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { LazyTooltip as Tooltip } from '../../ui/lazy-tooltip.tsx';
import { SearchBox } from './global-search/search-box.tsx';
import { HeaderSelect } from './header-select.tsx';
import classes from './header.module.css';
import { SyncIndicator } from './sync-indicator.tsx';

export function Header() {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const client = useApolloClient();
  const navigate = useNavigate();
  const built = useIsBuilt();
  const { user, licence, appState, systems, systemId, switchSystem, setUser } = useAppData();
  const items = visibleNavItems({
    user,
    licence,
    appGatewayEnabled: appState?.app_gateway_enabled ?? false,
  }).filter((item) => built(item.route));

  const logout = async () => {
    const fail = () =>
      runtime.notify({
        id: 'logout-failed',
        type: 'error',
        title: t('logout.errorTitle'),
        text: t('logout.errorText'),
      });
    try {
      if (!(await runtime.auth.logout())) return fail();
    } catch {
      return fail();
    }
    setUser(null, { logout: true });
    await client.clearStore();
    await navigate('/login', { replace: true });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" className={classes.left}>
        <Anchor component={Link} to="/home" fw={700} c="inherit" underline="never" className={classes.brand}>
          {t('app.product')}
        </Anchor>
        <Group gap={2} component="nav" aria-label={t('nav.label')} className={classes.nav}>
          {items.map((item) => (
            <Button
              key={item.key}
              component={NavLink}
              to={routePathByName(item.route) ?? '/home'}
              variant="subtle"
              size="compact-sm"
              className={classes.item}
            >
              {t(`nav.${item.key}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {showsGlobalSearch({ user, licence }) && <SearchBox />}
        {showsSyncIndicator({ user, licence }) && <SyncIndicator hasSystem={systems.length > 0} />}
        {systems.length > 1 && (
          <HeaderSelect
            label={t('header.system')}
            width={150}
            options={systems.map((s) => ({ value: String(s.id), label: s.name }))}
            value={String(systemId)}
            onChange={(value) => void switchSystem(Number(value))}
          />
        )}
        <HeaderSelect
          label={t('header.language')}
          width={110}
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          value={currentLocale(i18n)}
          onChange={(value) => {
            if (isLocale(value)) void changeLocale(i18n, value);
          }}
        />
        {user ? (
          <>
            <Text size="sm" visibleFrom="sm" aria-label={t('header.loggedInAs', { name: user.name })}>
              {user.name}
            </Text>
            <Tooltip label={t('header.logout')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('header.logout')}
                onClick={() => void logout()}
              >
                <IconLogout size={20} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : (
          <Tooltip label={t('header.loginTooltip')}>
            <ActionIcon
              component={Link}
              to="/login"
              variant="subtle"
              size="lg"
              aria-label={t('header.loginTooltip')}
            >
              <IconLogin size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
