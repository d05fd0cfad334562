// /sync (spec 02 §2 sync screen, §4 sync with the configurator): the selected system's status, the changelog by
// kind with the two sides per field, filters by state, import and publish with confirmations, the running
// commit step by step, and the errors in the user's language.
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { ChangelogTable } from './changelog-table.tsx';
import { CommitProgress } from '../../ui/commit-progress.tsx';
import { SyncActions } from './sync-actions.tsx';
import { SyncErrorAlert } from './sync-error.tsx';
import { registerSyncTexts } from './sync-texts.ts';
import { useSync } from './use-sync.ts';

registerSyncTexts();

const OURS = new Set(['created', 'updated', 'deleted', 'data_override_warning', 'needs_commit']);
const THEIRS = new Set(['theirs_created', 'theirs_updated', 'removed', 'data_override_warning']);
const STATUS_COLOR: Record<string, string> = { 'in-sync': 'green', 'needs-commit': 'yellow', ready: 'grape' };

export function SyncPage() {
  const { t } = useTranslation();
  usePageTitle('sync.title');
  const sync = useSync();
  const [filter, setFilter] = useState('all');
  const state = sync.state;
  const entries = state?.changelog ?? [];
  const states = [...new Set(entries.map((e) => e.state))];
  const shown = filter === 'all' ? entries : entries.filter((e) => e.state === filter);
  const linkDown = state?.status === 'offline' || state?.status === 'unauthorized';

  return (
    <Container fluid py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('sync.title')}
        </Title>
        {sync.loadError && (
          <Alert color="red" title={t('sync.loadErrorTitle')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{sync.loadError}</Text>
              <Button variant="default" onClick={sync.reload}>
                {t('sync.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state && (
          <Group gap="sm" aria-live="polite">
            <Text fw={700}>{t('labelled.colon', { label: t('sync.status.label') })}</Text>
            <Badge size="lg" color={STATUS_COLOR[state.status] ?? 'gray'} data-status={state.status}>
              {t(`sync.status.${state.status}`)}
            </Badge>
            {state.pending && <Text size="sm">{t('sync.pending')}</Text>}
          </Group>
        )}
        {(state?.error || sync.actionError) && (
          <SyncErrorAlert message={sync.actionError ?? state?.error ?? ''} record={sync.recordToOpen} />
        )}
        {sync.imported && !sync.imported.success && (
          <Alert color="red" title={t('sync.importRefusedTitle')} role="alert">
            <List size="sm">
              {sync.imported.failures.map((f) => (
                <List.Item key={`${f.check}:${f.entity_kind}:${f.detail ?? ''}`}>{f.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {sync.imported?.success && (
          <Alert color="green">{t('sync.importDone', { count: sync.imported.imported.length })}</Alert>
        )}
        {state?.commit && (sync.running || state.commit.status !== 'running') && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {sync.running
                ? t('sync.progressTitle')
                : state.commit.status === 'done'
                  ? t('sync.commitDone')
                  : t('sync.commitFailed')}
            </Title>
            <CommitProgress commit={state.commit} />
          </Stack>
        )}
        <Group justify="space-between">
          <SyncActions
            disabled={!state || sync.running || sync.busy || linkDown}
            canCommit={entries.some((e) => OURS.has(e.state))}
            canImport={entries.some((e) => THEIRS.has(e.state))}
            onCommit={(wipe) => void sync.commit(wipe)}
            onImport={() => void sync.importConfig()}
          />
          <Button variant="subtle" onClick={sync.reload} loading={sync.reloading} disabled={sync.running}>
            {t('sync.reload')}
          </Button>
        </Group>
        {states.length > 1 && (
          <Group gap="xs">
            <Text size="sm" id="sync-filter-label">
              {t('sync.filter')}
            </Text>
            <SegmentedControl
              aria-labelledby="sync-filter-label"
              value={filter}
              onChange={setFilter}
              data={[
                { value: 'all', label: t('sync.filterAll') },
                ...states.map((s) => ({ value: s, label: t(`sync.states.${s}`) })),
              ]}
            />
          </Group>
        )}
        {state && !sync.loading && (
          <>
            <Text size="sm">
              {entries.length ? t('sync.count', { count: entries.length }) : t('sync.empty')}
            </Text>
            {entries.length > 0 && !shown.length && <Text size="sm">{t('sync.emptyFilter')}</Text>}
            <ChangelogTable entries={shown} />
          </>
        )}
      </Stack>
    </Container>
  );
}
