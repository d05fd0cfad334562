// The commit popup (spec 01 §2 application shell, §4 configuration commit): the running commit's steps with the
// percentage when the status is not ready and the progress is above 0, that changes are blocked meanwhile; a
// failed commit with its error until closed. Not modal: the page beneath stays usable. Not on /sync, whose screen
// shows the commit itself (sync-popups.tsx).
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitProgress } from '../../../ui/commit-progress.tsx';
import { showsPercent } from './commit-popup-machine.ts';
import type { CommitPopupSnapshot } from './commit-popup-host.ts';

export interface CommitPopupProps {
  snapshot: CommitPopupSnapshot;
  maySync: boolean;
  onClose: () => void;
  onGoToSync: () => void;
}

export function CommitPopup({ snapshot, maySync, onClose, onGoToSync }: CommitPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const failed = snapshot.matches('failed');
  const { task, error } = snapshot.context;
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      aria-live="polite"
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 48,
        zIndex: 300,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t(failed ? 'syncPopup.failedTitle' : 'syncPopup.commitTitle')}
        </Title>
        {failed ? (
          error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )
        ) : (
          <Text size="sm">{t('syncPopup.commitText')}</Text>
        )}
        <CommitProgress
          commit={{ wipe: task.wipe ?? false, step: task.step, progress: task.progress, status: task.status }}
          showPercent={showsPercent(snapshot.context)}
        />
        {failed && (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              {t('syncPopup.close')}
            </Button>
            {maySync && (
              <Button
                size="xs"
                onClick={() => {
                  onClose();
                  onGoToSync();
                }}
              >
                {t('syncPopup.goToSync')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
