// The one notification on screen (spec 01 §4: one at a time, first in queue).
import { Button, Group, Notification } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime-context.tsx';

export function NotificationList() {
  const { notifications } = useRuntime();
  const { t } = useTranslation();
  const current = useSyncExternalStore(
    notifications.subscribe,
    () => notifications.getSnapshot()?.context.queue[0],
  );
  if (!current) return null;
  const dismiss = () => notifications.send({ type: 'DISMISS', id: current.id });
  return (
    <div
      style={{
        position: 'fixed',
        top: 64,
        right: 16,
        zIndex: 1000,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Notification
        key={current.id}
        role={current.type === 'error' ? 'alert' : 'status'}
        color={current.type === 'error' ? 'red' : 'teal'}
        title={current.title}
        onClose={() => {
          current.actions?.dismiss?.action();
          dismiss();
        }}
        closeButtonProps={{ 'aria-label': t('notifications.close') }}
        // Mantine's dimmed description (#868e96 on white, 3.3:1) fails WCAG 1.4.3's 4.5:1 (axe color-contrast)
        styles={{ description: { color: 'var(--mantine-color-text)' } }}
        withBorder
      >
        {current.text}
        {current.actions?.primary && (
          <Group mt="xs">
            <Button
              size="xs"
              onClick={() => {
                current.actions?.primary?.action();
                dismiss();
              }}
            >
              {current.actions.primary.label}
            </Button>
          </Group>
        )}
      </Notification>
    </div>
  );
}
