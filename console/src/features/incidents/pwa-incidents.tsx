// /pwa/overview/incidents (spec 01 §2 mobile-style layout: analytics::manage_incidents; issue 18): the selected
// system's New and Assigned incidents as cards, each with assign-to-me and close (confirmed). The server checks
// both actions; a refusal shows its message. A failed load is an error with a retry, never an empty list.
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentRowFragment } from '../../generated/graphql.ts';
import { registerPwaTexts } from '../../platform/i18n/pwa-texts.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { incidentDetail } from '../../ui/incident-detail.ts';
import { useIncidents } from './use-incidents.ts';

registerPwaTexts();

const SEVERITY_COLOR = { Critical: 'red', Warning: 'yellow', Info: 'blue' } as const;
const OPEN_VIEW = { kind: null, state: null, severity: null, range: null };

export function PwaIncidents() {
  const { t } = useTranslation();
  const { user } = useAppData();
  const { list, error, retry, busy, assign, close } = useIncidents(OPEN_VIEW);
  const [failure, setFailure] = useState<string | null>(null);
  const [closing, setClosing] = useState<IncidentRowFragment | null>(null);
  const act = (work: Promise<void>) => {
    setFailure(null);
    work.catch((e: Error) => setFailure(e.message));
  };
  const tr = (key: string, data?: Record<string, unknown>) => t(`analytics.incidents.${key}`, data ?? {});
  const device = (row: IncidentRowFragment) => row.device_name ?? `#${row.device_number}`;

  if (error)
    return (
      <Alert color="red" title={tr('errorTitle')} role="alert">
        <Button variant="default" size="lg" fz="md" onClick={retry}>
          {tr('retry')}
        </Button>
      </Alert>
    );
  if (!list) return <Busy label={tr('loading')} />;
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {tr('actionFailed', { message: failure })}
        </Alert>
      )}
      <Text size="sm" aria-live="polite">
        {tr('total', { count: list.total })}
      </Text>
      {list.items.length === 0 && <Text>{t('pwa.incidents.empty')}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.items.map((row) => {
          const mine = user !== null && row.assigned_user_id === user.id;
          return (
            <Card key={row.id} component="li" withBorder padding="sm" data-testid={`pwa-incident-${row.id}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700}>{device(row)}</Text>
                <Badge color={SEVERITY_COLOR[row.severity]} variant="filled" autoContrast>
                  {tr(`severities.${row.severity}`)}
                </Badge>
              </Group>
              <Text size="sm">{[tr(`kinds.${row.kind}`), row.room_name].filter(Boolean).join(' · ')}</Text>
              <Text size="sm">{incidentDetail(row, list.time_zone, t)}</Text>
              <Text size="sm" c="dimmed">
                {row.time_opened} · {tr(`states.${row.state}`)}
                {row.assigned_user_name && ` · ${row.assigned_user_name}`}
              </Text>
              <Group gap="xs" mt="xs" grow>
                {mine ? (
                  <Badge variant="light" size="lg" h={44}>
                    {t('pwa.incidents.mine')}
                  </Badge>
                ) : (
                  <Button
                    variant="light"
                    size="lg"
                    fz="md"
                    px="xs"
                    disabled={busy || !user}
                    aria-label={t('pwa.incidents.assignToMeLabel', { id: row.id })}
                    onClick={() => user && act(assign(row.id, user.id))}
                  >
                    {t('pwa.incidents.assignToMe')}
                  </Button>
                )}
                <Button
                  variant="default"
                  size="lg"
                  fz="md"
                  px="xs"
                  disabled={busy}
                  aria-label={tr('closeLabel', { id: row.id })}
                  onClick={() => setClosing(row)}
                >
                  {tr('close')}
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Modal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={t('pwa.incidents.confirmCloseTitle')}
        centered
        closeButtonProps={{ size: 44, 'aria-label': t('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {closing && t('pwa.incidents.confirmCloseText', { id: closing.id, device: device(closing) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="lg" fz="md" onClick={() => setClosing(null)}>
              {t('pwa.incidents.cancel')}
            </Button>
            <Button
              size="lg"
              fz="md"
              aria-label={closing ? tr('closeLabel', { id: closing.id }) : undefined}
              onClick={() => {
                if (closing) act(close(closing.id));
                setClosing(null);
              }}
            >
              {tr('close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
