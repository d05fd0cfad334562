// One call on the phone (spec 02 §3 app client, call actions): urgency colour and text, where, how long it has
// been open, who has it, and the nurse's actions: Accept and Reject while it is open (Reject only for a
// RejectOnly group), Release and 'I am there' (presence, the NFC action at the resident's door) once it is hers.
import type { AppAction, AppCall } from '@cs/contracts/app';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { URGENCY_COLOR } from '../../ui/urgency-color.ts';
import { formatElapsed } from './elapsed.ts';

export interface CallCardProps {
  call: AppCall;
  now: number;
  mine: boolean;
  arrived: boolean;
  online: boolean;
  act: (action: AppAction) => void;
}

export function CallCard({ call, now, mine, arrived, online, act }: CallCardProps) {
  const { t } = useTranslation();
  const title = call.call_type_text ?? t(`appClient.urgency.${call.urgency}`);
  const where = [call.device_text ?? `#${call.device_number}`, call.section_name].filter(Boolean).join(' · ');
  const urgent = call.urgency !== 'NORMAL';
  return (
    <Paper
      component="article"
      aria-label={`${title}, ${where}`}
      data-testid="app-call"
      data-urgency={call.urgency}
      withBorder
      p="sm"
      radius="md"
      style={{
        borderLeft: `8px solid ${call.color ?? `var(--mantine-color-${URGENCY_COLOR[call.urgency]}-6)`}`,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{title}</Text>
          <Badge color={URGENCY_COLOR[call.urgency]} variant={urgent ? 'filled' : 'light'}>
            {t(`appClient.urgency.${call.urgency}`)}
          </Badge>
        </Group>
        <Text size="sm">{where}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('appClient.calls.elapsed', { time: formatElapsed(call.opened_at, now) })}
          </Text>
          {call.offer !== 'offered' && !mine && (
            <Badge size="sm" variant="outline" color="grape">
              {t(`appClient.calls.${call.offer}`)}
            </Badge>
          )}
        </Group>
        {mine ? (
          <Text size="sm" fw={600} c="teal.9">
            {t(arrived ? 'appClient.calls.arrived' : 'appClient.calls.mine')}
          </Text>
        ) : (
          call.handled_by && (
            <Text size="sm">{t('appClient.calls.handledBy', { name: call.handled_by })}</Text>
          )
        )}
        <Group gap="xs" grow>
          {mine ? (
            <>
              {!arrived && (
                <Button disabled={!online} onClick={() => act('NFC')}>
                  {t('appClient.actions.presence')}
                </Button>
              )}
              <Button variant="default" disabled={!online} onClick={() => act('Released')}>
                {t('appClient.actions.release')}
              </Button>
            </>
          ) : (
            <>
              {call.may_accept && (
                <Button color="teal" disabled={!online} onClick={() => act('Accepted')}>
                  {t('appClient.actions.accept')}
                </Button>
              )}
              <Button variant="default" disabled={!online} onClick={() => act('Rejected')}>
                {t('appClient.actions.reject')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
