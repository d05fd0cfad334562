// The demo console's header menu (spec 02 §2, §4): close all calls; reset the demo after a confirmation,
// under a blocking overlay, then log in again with the demo admin (spec 02 §7) and reload.
import { Button, Group, Menu, Modal, Overlay, Portal, Stack, Text } from '@mantine/core';
import { IconMenu2, IconPhoneOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { writeStoredUser } from '../../platform/session/stored-user.ts';
import type { DemoActions } from './use-demo-actions.ts';
import { Busy } from '../../ui/busy.tsx';

/** spec 02 §7 "The demo logs in with fixed demo admin credentials": the seeded demo admin. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin' } as const;

export function DemoMenu({ actions }: { actions: DemoActions }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  const closeAll = () =>
    actions.run('closeAll', async (api) => {
      const { devices } = await api.closeAll();
      runtime.notify({
        type: 'success',
        title: t('demo.closeAllDone'),
        text: t('demo.closeAllDoneText', { count: devices }),
      });
    });

  const reset = async () => {
    setConfirming(false);
    setResetting(true);
    if (!(await actions.run('reset', (api) => api.reset()))) return setResetting(false);
    try {
      const login = await runtime.auth.login(DEMO_ADMIN.username, DEMO_ADMIN.password);
      // Stored only: the reload reads it (and AppData checks it against the session); setting it in the
      // app now would re-render the page under the overlay for nothing.
      if (login.ok && login.user) writeStoredUser(login.user);
    } catch {
      // Reload all the same: the demo is public, and a failed login shows as "not logged in" afterwards.
    }
    runtime.reload();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconMenu2 size={16} />}>
            {t('demo.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPhoneOff size={16} />} onClick={() => void closeAll()}>
            {t('demo.closeAll')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRefresh size={16} />} color="red" onClick={() => setConfirming(true)}>
            {t('demo.reset')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('demo.resetConfirmTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('demo.resetConfirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('demo.cancel')}
            </Button>
            <Button color="red" onClick={() => void reset()}>
              {t('demo.resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {resetting && (
        // In a portal: inside the header's stacking context the navbar would paint over it.
        <Portal>
          <Overlay fixed zIndex={1000} backgroundOpacity={0.8} color="#000" center>
            <Stack
              align="center"
              c="white"
              role="alertdialog"
              aria-busy="true"
              aria-label={t('demo.resetting')}
            >
              <Busy color="white" />
              <Text size="xl" fw={700}>
                {t('demo.resetting')}
              </Text>
            </Stack>
          </Overlay>
        </Portal>
      )}
    </>
  );
}
