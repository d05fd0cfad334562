// Spec 01 §2 main layout: the system selector (only with more than one system), the language switch and logout
// (the login link when nobody is logged in): in the header's row on wide screens, in the menu drawer on narrow ones.
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Button, Text } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { changeLocale, currentLocale, isLocale, LOCALES } from '../../platform/i18n/i18n.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { LazyTooltip as Tooltip } from '../../ui/lazy-tooltip.tsx';
import { HeaderSelect } from './header-select.tsx';

function useLogout() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { setUser } = useAppData();
  return async () => {
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
}

/** `column`: the drawer's layout, full-width selects and a labelled logout button. */
export function HeaderControls({ column = false }: { column?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user, systems, systemId, switchSystem } = useAppData();
  const logout = useLogout();
  const width = (row: number) => (column ? '100%' : row);
  const session = user ? (
    column ? (
      <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
        {t('header.logout')} ({user.name})
      </Button>
    ) : (
      <>
        <Text size="sm" aria-label={t('header.loggedInAs', { name: user.name })}>
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
    )
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
  );
  return (
    <>
      {systems.length > 1 && (
        <HeaderSelect
          label={t('header.system')}
          width={width(150)}
          options={systems.map((s) => ({ value: String(s.id), label: s.name }))}
          value={String(systemId)}
          onChange={(value) => void switchSystem(Number(value))}
        />
      )}
      <HeaderSelect
        label={t('header.language')}
        width={width(110)}
        options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        value={currentLocale(i18n)}
        onChange={(value) => {
          if (isLocale(value)) void changeLocale(i18n, value);
        }}
      />
      {session}
    </>
  );
}
