// /pwa/sync (spec 01 §2 mobile-style layout: systemtree::sync; back returns to pwa-system; spec 02 §4 sync with the
// configurator): per system its status, the number of changes in its changelog, publishing behind a confirmation
// (it takes up to 10 minutes and blocks changes), and a running commit step by step. The changelog's details,
// import and wipe-and-resend stay on the desktop screen /sync.
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPwaTexts } from '../../platform/i18n/pwa-texts.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { CommitProgress } from '../../ui/commit-progress.tsx';
import { registerSyncTexts } from './sync-texts.ts';
import { useSync } from './use-sync.ts';

registerSyncTexts();
registerPwaTexts();

/** what publishing sends (spec 02 §4: changed in the administration, not yet sent) */
const OURS = new Set(['created', 'updated', 'deleted', 'data_override_warning', 'needs_commit']);
const STATUS_COLOR: Record<string, string> = { 'in-sync': 'green', 'needs-commit': 'yellow', ready: 'grape' };

function SystemSync({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const sync = useSync(id);
  const [asking, setAsking] = useState(false);
  const state = sync.state;
  const entries = state?.changelog ?? [];
  const linkDown = state?.status === 'offline' || state?.status === 'unauthorized';
  const headingId = `pwa-sync-${id}`;
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid={`pwa-sync-${id}`}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {name}
        </Title>
        {sync.loadError && (
          <Alert color="red" title={t('sync.loadErrorTitle')} role="alert">
            <Text size="sm">{sync.loadError}</Text>
          </Alert>
        )}
        {sync.loading && <Busy label={t('pwa.loading')} />}
        {state && (
          <Group gap="xs" aria-live="polite">
            <Badge
              size="lg"
              color={STATUS_COLOR[state.status] ?? 'gray'}
              data-status={state.status}
              maw="100%"
            >
              {t(`sync.status.${state.status}`)}
            </Badge>
            <Text size="sm">{t('pwa.sync.changes', { count: entries.length })}</Text>
          </Group>
        )}
        {state?.pending && <Text size="sm">{t('sync.pending')}</Text>}
        {(state?.error || sync.actionError) && (
          <Alert color="red" title={t('sync.errorTitle')} role="alert">
            {sync.actionError ?? state?.error}
          </Alert>
        )}
        {state?.commit && (sync.running || state.commit.status !== 'running') && (
          <Stack gap={4}>
            <Text fw={700}>
              {sync.running
                ? t('sync.progressTitle')
                : state.commit.status === 'done'
                  ? t('sync.commitDone')
                  : t('sync.commitFailed')}
            </Text>
            <CommitProgress commit={state.commit} />
          </Stack>
        )}
        {/* one above the other: the labels (Veröffentlichen, Neu vergleichen) do not fit side by side at 360 px */}
        <Stack gap="xs">
          <Button
            size="lg"
            fz="md"
            onClick={() => setAsking(true)}
            disabled={
              !state || sync.running || sync.busy || linkDown || !entries.some((e) => OURS.has(e.state))
            }
          >
            {t('sync.commit')}
          </Button>
          <Button
            variant="default"
            size="lg"
            fz="md"
            onClick={sync.reload}
            loading={sync.reloading}
            disabled={sync.running}
          >
            {t('sync.reload')}
          </Button>
        </Stack>
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('sync.confirmCommitTitle')}
        centered
        closeButtonProps={{ size: 44, 'aria-label': t('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('sync.confirmCommitText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="lg" fz="md" onClick={() => setAsking(false)}>
              {t('sync.cancel')}
            </Button>
            <Button
              size="lg"
              fz="md"
              onClick={() => {
                setAsking(false);
                void sync.commit(false);
              }}
            >
              {t('sync.commit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

export function PwaSync() {
  const { systems } = useAppData();
  return (
    <Stack gap="sm">
      {systems.map((s) => (
        <SystemSync key={s.id} id={s.id} name={s.name} />
      ))}
    </Stack>
  );
}
