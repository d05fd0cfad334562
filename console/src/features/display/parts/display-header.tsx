// Spec 01 §2 display header bar (hidden in fullscreen): settings button (only when logged in), badge with the
// profile name, the last update (freshness), browser-notification toggle (secure contexts only), fullscreen.
import { ActionIcon, Group } from '@mantine/core';
import { IconBell, IconBellOff, IconMaximize, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from '../../../ui/lazy-tooltip.tsx';
import classes from '../display.module.css';

export interface DisplayHeaderProps {
  profileName: string | null;
  onOpenSettings?: () => void;
  notifications: { supported: boolean; enabled: boolean; toggle: () => Promise<void> };
  onFullscreen: () => void;
  freshness?: ReactNode;
}

export function DisplayHeader({
  profileName,
  onOpenSettings,
  notifications,
  onFullscreen,
  freshness,
}: DisplayHeaderProps) {
  const { t } = useTranslation();
  const bell = t(notifications.enabled ? 'display.notificationsOff' : 'display.notificationsOn');
  return (
    <Group gap="xs" data-testid="display-header" wrap="nowrap">
      {onOpenSettings && (
        <Tooltip label={t('display.settings')}>
          <ActionIcon variant="light" size="lg" aria-label={t('display.settings')} onClick={onOpenSettings}>
            <IconSettings />
          </ActionIcon>
        </Tooltip>
      )}
      {/* Mantine's Badge in looks, without its 0.8 kB on the display's budget (ARCHITECTURE §11). */}
      <span className={classes.profileBadge} data-testid="profile-badge">
        {profileName ?? t('display.noProfile')}
      </span>
      <div style={{ flex: 1 }} />
      {freshness}
      {notifications.supported && (
        <Tooltip label={bell}>
          <ActionIcon variant="light" size="lg" aria-label={bell} onClick={() => void notifications.toggle()}>
            {notifications.enabled ? <IconBell /> : <IconBellOff />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('display.fullscreen.enter')}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('display.fullscreen.enter')}
          onClick={onFullscreen}
        >
          <IconMaximize />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
