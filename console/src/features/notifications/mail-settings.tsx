// The mail server and the send log beside the notification settings (issue 18; spec 01 §2
// /analytics/incidents/notifications). The mail server is a global setting: its form shows for who may change
// the global settings (admin::manage_system, under the admin area's admin::use_module: MAIL_SETTINGS_PERMISSIONS,
// judged by the screen that mounts this with canAll); the backend checks it again on every read and save. This
// chunk registers its own texts.
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerMailTexts } from './mail-texts.ts';
import { SendLogList } from './send-log-list.tsx';
import { SmtpForm } from './smtp-form.tsx';

export const MAIL_SETTINGS_PERMISSIONS = ['admin::use_module', 'admin::manage_system'] as const;

export function MailSettings({ mayConfigure }: { mayConfigure: boolean }) {
  // before any text is asked for; a no-op once they are there
  registerMailTexts(useTranslation().i18n);
  return (
    <Stack gap="lg">
      {mayConfigure && (
        <>
          <SmtpForm />
          <Divider />
        </>
      )}
      <SendLogList />
    </Stack>
  );
}
