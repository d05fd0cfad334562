// A device's actions in its node form (spec 02 §3 device actions: EndCalls, Mute, Unmute, IgnoreDefects, Restart;
// spec 01 §6 systemtree::trigger_device_actions; spec 02 §8 'action could not be sent'). The server judges each
// action (the close-call rule for EndCalls, the permission for the others) and sends it to the Gets; the answer
// means accepted, not done. Ending calls and restarting ask first.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { can } from '@cs/rules';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendDeviceActionDocument, type DeviceAction } from '../../../generated/graphql.ts';
import { useNotify } from '../../../platform/runtime-context.tsx';
import { useAppData } from '../../../platform/session/app-data-context.tsx';

const DEVICE_KINDS = ['radio', 'wired', 'tech', 'device'];
const SETTINGS: DeviceAction[] = ['Mute', 'Unmute', 'IgnoreDefects', 'Restart'];
const ASKS_FIRST: DeviceAction[] = ['EndCalls', 'Restart'];

interface Device {
  id: number;
  kind: string;
  name: string;
  open_calls: readonly unknown[];
}

export function DeviceActions({ node }: { node: Device }) {
  const { t } = useTranslation();
  const { user } = useAppData();
  const notify = useNotify();
  const [send, { loading }] = useMutation(SendDeviceActionDocument);
  const [asking, setAsking] = useState<DeviceAction | null>(null);
  if (!DEVICE_KINDS.includes(node.kind)) return null;
  const actions: DeviceAction[] = [
    ...(node.open_calls.length > 0 ? (['EndCalls'] as const) : []),
    ...(can(user, 'systemtree::trigger_device_actions') ? SETTINGS : []),
  ];
  if (actions.length === 0) return null;

  const run = async (action: DeviceAction) => {
    setAsking(null);
    const label = t(`tree.actions.${action}`);
    try {
      await send({ variables: { action, deviceID: node.id } });
      notify({
        type: 'success',
        title: t('tree.actions.sentTitle'),
        text: t('tree.actions.sentText', { action: label }),
      });
    } catch (error) {
      // The server's reason is in the user's language already (missing permission, Gets unreachable).
      const reason = error instanceof Error ? error.message.replace(/^MISSING_PERMISSION: /, '') : '';
      notify({ type: 'error', title: t('tree.actions.failedTitle'), text: reason || undefined });
    }
  };

  return (
    <>
      <Menu zIndex={400} position="top-start">
        <Menu.Target>
          <Button
            variant="default"
            loading={loading}
            rightSection={<IconChevronDown size={16} aria-hidden />}
          >
            {t('tree.actions.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action}
              onClick={() => (ASKS_FIRST.includes(action) ? setAsking(action) : void run(action))}
            >
              {t(`tree.actions.${action}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`tree.actions.${asking}`) : ''}
        zIndex={400}
      >
        <Text size="sm" mb="md">
          {asking && t('tree.actions.confirm', { action: t(`tree.actions.${asking}`), name: node.name })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t('tree.actions.cancel')}
          </Button>
          <Button color="red" onClick={() => asking && void run(asking)} data-autofocus>
            {t('tree.actions.send')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
