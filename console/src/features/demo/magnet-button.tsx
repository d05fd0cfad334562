// The demo's stand-in for a magnet held to a device (issue 15): the global search's device search (spec 01 §4)
// waits for one, and in the demo nobody is at the device. The twin's hub reports the contact only while someone's
// device search is on, as a real hub does.
import { Button } from '@mantine/core';
import { IconMagnet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DemoActions } from './use-demo-actions.ts';

export function MagnetButton({ deviceId, actions }: { deviceId: number; actions: DemoActions }) {
  const { t } = useTranslation();
  const key = `${deviceId}:magnet`;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="dark"
      leftSection={<IconMagnet size={14} aria-hidden />}
      title={t('demo.magnetHint')}
      loading={actions.busy(key)}
      onClick={() => void actions.run(key, (api) => api.magnet(deviceId))}
    >
      {t('demo.magnet')}
    </Button>
  );
}
