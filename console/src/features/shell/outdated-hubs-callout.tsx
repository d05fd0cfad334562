// Spec 01 §2 main layout: a dismissible orange callout about outdated hub data, shown when outdated hubs
// exist (app state outdated_hubs, spec 01 §3), demo mode is off, the user is logged in and it was not
// dismissed in this browser session (spec 01 §3 session storage). It links to the hub list for users with
// admin::manage_system. The backend publishes 'hubs.outdated' when the list changes: refetch AppData then.
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, isLoggedIn } from '@cs/rules';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';

export const OUTDATED_HUBS_DISMISSED_KEY = 'cs.outdatedHubsDismissed';

const readDismissed = () => {
  try {
    return sessionStorage.getItem(OUTDATED_HUBS_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

export function OutdatedHubsCallout() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { user, appState, refetch } = useAppData();
  const [dismissed, setDismissed] = useState(readDismissed);

  useEffect(() => {
    const listener = (subject: string) => {
      if (subject === 'hubs.outdated') void refetch();
    };
    runtime.systemMessageListeners.add(listener);
    return () => {
      runtime.systemMessageListeners.delete(listener);
    };
  }, [runtime, refetch]);

  const hubs = appState?.outdated_hubs ?? [];
  if (dismissed || hubs.length === 0 || appState?.features.demo_mode !== false || !isLoggedIn(user))
    return null;
  const hubList = routePathByName('hubs');
  const dismiss = () => {
    try {
      sessionStorage.setItem(OUTDATED_HUBS_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: hidden until the page reloads.
    }
    setDismissed(true);
  };
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('outdatedHubs.title')}
      withCloseButton
      closeButtonLabel={t('outdatedHubs.dismiss')}
      onClose={dismiss}
      data-testid="outdated-hubs"
    >
      {t('outdatedHubs.text', { hubs: hubs.map((h) => h.name).join(', ') })}
      {hubList && can(user, 'admin::manage_system') && (
        <>
          {' '}
          <Anchor component={Link} to={hubList} size="sm">
            {t('outdatedHubs.link')}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
