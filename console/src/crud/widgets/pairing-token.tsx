// An app client's pairing (spec 02 §3 app client, docs/protocols.md §7): a new client gets its pairing token when
// saved; the token shows while the client waits for its phone and pairs exactly once (the server forgets it then).
// A paired client shows when it paired and can be unpaired, which ends the phone's login and makes a new token. A
// token pairs for a day by default (CS_PAIRING_TOKEN_HOURS): the form says until when, and once it has expired
// unused, it offers a new one (the same mutation: nothing is paired to undo).
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnpairAppClientDocument } from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { listDocumentOf } from '../documents.ts';
import type { FormExtraProps } from '../resource.ts';

function Unpair({ id, disabled }: { id: number; disabled: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [unpair, { loading }] = useMutation(UnpairAppClientDocument, {
    refetchQueries: [{ query: listDocumentOf('AppClient') }],
  });
  const run = async () => {
    setAsking(false);
    try {
      await unpair({ variables: { id } });
      notify({
        type: 'success',
        title: t('admin.appClients.unpaired'),
        text: t('admin.appClients.unpairedText'),
      });
    } catch {
      notify({ type: 'error', title: t('admin.crud.saveErrorTitle'), text: t('admin.crud.saveErrorText') });
    }
  };
  return (
    <>
      <Button
        variant="light"
        color="red"
        onClick={() => setAsking(true)}
        loading={loading}
        disabled={disabled}
      >
        {t('admin.appClients.unpair')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('admin.appClients.unpair')}>
        <Stack>
          <Text>{t('admin.appClients.unpairConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('admin.crud.cancel')}
            </Button>
            <Button color="red" onClick={() => void run()}>
              {t('admin.appClients.unpair')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function RenewToken({ id, disabled }: { id: number; disabled: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [renew, { loading }] = useMutation(UnpairAppClientDocument, {
    refetchQueries: [{ query: listDocumentOf('AppClient') }],
  });
  const run = async () => {
    try {
      await renew({ variables: { id } });
      notify({ type: 'success', title: t('admin.appClients.renewed') });
    } catch {
      notify({ type: 'error', title: t('admin.crud.saveErrorTitle'), text: t('admin.crud.saveErrorText') });
    }
  };
  return (
    <Button variant="light" onClick={() => void run()} loading={loading} disabled={disabled}>
      {t('admin.appClients.renewToken')}
    </Button>
  );
}

export function PairingToken({ record, disabled }: FormExtraProps) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  if (record.id < 0) return <Alert color="blue">{t('admin.appClients.tokenAfterSave')}</Alert>;
  const token = typeof record.pairing_token === 'string' ? record.pairing_token : null;
  const registration = typeof record.registration === 'string' ? record.registration : null;
  const problems = Array.isArray(record.problems) ? (record.problems as string[]) : [];
  const expiresAt =
    typeof record.pairing_token_expires_at === 'string' ? record.pairing_token_expires_at : null;
  if (token && record.pairing_token_expired === true)
    return (
      <Alert color="orange" title={t('admin.appClients.tokenExpiredTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('admin.appClients.tokenExpiredText')}</Text>
          <RenewToken id={record.id} disabled={disabled} />
        </Stack>
      </Alert>
    );
  if (token)
    return (
      <Alert color="blue" title={t('admin.appClients.tokenTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('admin.appClients.tokenText')}</Text>
          {expiresAt && (
            <Text size="sm">
              {t('admin.appClients.tokenValidUntil', { at: formatDateTime(expiresAt, zone) })}
            </Text>
          )}
          <Group>
            <Code fz="lg">{token}</Code>
            <CopyButton value={token}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {t(copied ? 'admin.appClients.copied' : 'admin.appClients.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert color={problems.length ? 'orange' : 'green'} title={t('admin.appClients.pairedTitle')}>
      <Stack gap="xs" align="flex-start">
        {registration && (
          <Text size="sm">{t('admin.appClients.pairedAt', { at: formatDateTime(registration, zone) })}</Text>
        )}
        {problems.length > 0 && (
          <Text size="sm">{problems.map((p) => t(`admin.appClients.problems.${p}`)).join(', ')}</Text>
        )}
        <Unpair id={record.id} disabled={disabled} />
      </Stack>
    </Alert>
  );
}
