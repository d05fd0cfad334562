// A running or finished commit, step by step (spec 02 §4 send task steps; a progress percentage when the status is
// not ready and the progress is above 0). Wiping shows only for a wipe-and-resend.
import { Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncStateFieldsFragment } from '../../generated/graphql.ts';

const STEPS = [
  'init',
  'preparing',
  'wiping',
  'sending',
  'syncing',
  'validating',
  'finishing',
  'done',
] as const;

type Commit = NonNullable<SyncStateFieldsFragment['commit']>;

export function CommitProgress({ commit }: { commit: Commit }) {
  const { t } = useTranslation();
  const steps = STEPS.filter((s) => s !== 'wiping' || commit.wipe);
  const failed = commit.status === 'failed';
  const at = failed ? -1 : steps.indexOf(commit.step as (typeof STEPS)[number]);
  const label = t('sync.progressPercent', { percent: commit.progress });
  return (
    <Stack gap="xs" aria-live="polite">
      {commit.progress > 0 && (
        <Progress value={commit.progress} color={failed ? 'red' : 'blue'} aria-label={label} size="lg" />
      )}
      <List spacing={4} listStyleType="none" aria-label={t('sync.progressTitle')}>
        {steps.map((step, i) => {
          const state = commit.status === 'done' || i < at ? 'done' : i === at ? 'current' : 'waiting';
          return (
            <List.Item key={step} aria-current={state === 'current' ? 'step' : undefined}>
              <Group gap="xs">
                <ThemeIcon
                  size={10}
                  radius="xl"
                  color={state === 'done' ? 'green' : state === 'current' ? 'blue' : 'gray'}
                />
                <Text
                  size="sm"
                  fw={state === 'current' ? 700 : 400}
                  c={state === 'waiting' ? 'dimmed' : undefined}
                >
                  {t(`sync.steps.${step}`)}
                </Text>
              </Group>
            </List.Item>
          );
        })}
        {failed && (
          <List.Item>
            <Text size="sm" c="red" fw={700}>
              {t('sync.steps.failed')}
            </Text>
          </List.Item>
        )}
      </List>
      {commit.progress > 0 && <Text size="sm">{label}</Text>}
    </Stack>
  );
}
