// The notifications modal over the incident list (spec 01 §2 /analytics/incidents/notifications): the mail server's
// form for who may change the global settings, and the send log. The backend checks both again.
import { canAll } from '@cs/rules';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { MAIL_SETTINGS_PERMISSIONS, MailSettings } from './mail-settings.tsx';

export function NotificationsScreen() {
  const { user } = useAppData();
  return <MailSettings mayConfigure={!!user && canAll(user, MAIL_SETTINGS_PERMISSIONS)} />;
}
