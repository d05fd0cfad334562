// The notifications modal over the incident list (spec 01 §2 /analytics/incidents/notifications): who is notified
// for which call source groups (the users' notification settings), the mail server's form for who may change the
// global settings, and the send log. The backend checks each again.
import { canAll } from '@cs/rules';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { MAIL_SETTINGS_PERMISSIONS, MailSettings } from './mail-settings.tsx';
import { registerMailTexts } from './mail-texts.ts';
import { NotificationUsers } from './notification-users.tsx';

// the user form over this modal comes with its chunk (app/screens.tsx)
export { NotificationUserForm } from './notification-user-form.tsx';

export function NotificationsScreen() {
  const { user } = useAppData();
  registerMailTexts(useTranslation().i18n);
  return (
    <Stack gap="lg">
      <NotificationUsers />
      <Divider />
      <MailSettings mayConfigure={!!user && canAll(user, MAIL_SETTINGS_PERMISSIONS)} />
    </Stack>
  );
}
