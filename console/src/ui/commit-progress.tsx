// A running or finished commit, step by step (spec 02 §4 send task steps; a progress percentage when the status is
// not ready and the progress is above 0). Wiping shows only for a wipe-and-resend. Shared by the /sync screen and
// the shell's commit popup; both register the sync texts (sync.steps.*) before they draw it.
import { Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMIT_STEPS } from '@cs/contracts/gets/commit-steps';

// The steps in order; 'failed' is not one of them but a line of its own under the list.
const STEPS = COMMIT_STEPS.filter((s) => s !== 'failed');

export interface CommitSteps {
  wipe: boolean;
  step: string;
  progress: number;
  status: string;
  error?: string | null;
}

export function CommitProgress({
  commit,
  showPercent = commit.progress > 0,
}: {
  commit: CommitSteps;
  /** spec 01 §4: only when the status is not ready and the progress is above 0 (the popup knows the status) */
  showPercent?: boolean;
}) {
  const { t } = useTranslation();
  const steps = STEPS.filter((s) => s !== 'wiping' || commit.wipe);
  const failed = commit.status === 'failed';
  const at = failed ? -1 : steps.indexOf(commit.step as (typeof STEPS)[number]);
  const label = t('sync.progressPercent', { percent: commit.progress });
  return (
    <Stack gap="xs" aria-live="polite">
      {showPercent && (
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
      {showPercent && <Text size="sm">{label}</Text>}
    </Stack>
  );
}
