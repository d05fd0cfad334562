// Spec 01 §4 Update banner, driven by the update machine of the runtime.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime-context.tsx';

export function UpdateBanner() {
  const { update } = useRuntime();
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(update.subscribe, update.getSnapshot);
  if (!snapshot?.matches('counting')) return null;
  const remaining = snapshot.context.remaining;
  return (
    <Alert
      role="alertdialog"
      aria-live="polite"
      color="blue"
      title={t('update.title')}
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1001,
        width: 480,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Text size="sm">{t('update.text', { seconds: remaining })}</Text>
      <Group mt="sm" justify="flex-end">
        <Button variant="default" size="xs" onClick={() => update.send({ type: 'CANCEL' })}>
          {t('update.cancel')}
        </Button>
        <Button size="xs" onClick={() => update.send({ type: 'RELOAD' })}>
          {t('update.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
