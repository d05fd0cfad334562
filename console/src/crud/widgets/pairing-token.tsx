// An app client's pairing (spec 02 §3 app client, docs/protocols.md §7): a client's pairing code shows once it is saved
// (the form stays open after creating one, resource openAfterCreate), as a QR code the phone scans (the app's scanner
// or the phone's own camera, which opens the /app link it carries) and as a code of twelve unambiguous characters in
// groups to type instead; it pairs exactly once (the server forgets it then). A paired client shows when it paired
// and can be unpaired, which ends the phone's login and makes a new code. A code pairs for a day by default
// (CS_PAIRING_TOKEN_HOURS): the form says until when, and once it has expired unused, it offers a new one (the same
// mutation: nothing is paired to undo).
import { useMutation } from '@apollo/client/react';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPairingCode, pairingLink } from '@cs/contracts/app/pairing-code';
import { formatDateTime } from '@cs/rules/time';
import { useState } from 'react';
import { preloadable } from '../../ui/preloadable.tsx';
import { useTranslation } from 'react-i18next';
import { UnpairAppClientDocument } from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { listDocumentOf } from '../documents.ts';
import type { FormExtraProps } from '../resource.ts';

const QR_SIZE = 224;

// The QR encoder loads with the first code shown (ui/preloadable.tsx), its place kept meanwhile.
const QrCode = preloadable(
  () => import('../../ui/qr-code.tsx'),
  <div style={{ width: QR_SIZE, height: QR_SIZE }} />,
);

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
      <PairingCode
        token={token}
        serverUrl={typeof record.server_url === 'string' ? record.server_url : window.location.origin}
        validUntil={
          expiresAt && t('admin.appClients.tokenValidUntil', { at: formatDateTime(expiresAt, zone) })
        }
      />
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

/** The code to pair with: the QR code of its /app link and the code itself in groups, with its own copy button. */
function PairingCode({
  token,
  serverUrl,
  validUntil,
}: {
  token: string;
  serverUrl: string;
  validUntil: string | null;
}) {
  const { t } = useTranslation();
  const code = formatPairingCode(token);
  let link: string | null = null;
  try {
    link = pairingLink(serverUrl, token);
  } catch {
    // a server address that is no URL (older records): the code alone
  }
  return (
    <Alert color="blue" title={t('admin.appClients.tokenTitle')}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {link && <QrCode text={link} label={t('admin.appClients.qrLabel', { code })} size={QR_SIZE} />}
        <Stack gap="xs" maw={360}>
          <Text size="sm">{t('admin.appClients.tokenText')}</Text>
          {validUntil && <Text size="sm">{validUntil}</Text>}
          <Text ff="monospace" fz={28} fw={700} lts={2} data-testid="pairing-code">
            {code}
          </Text>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} w="fit-content">
                {t(copied ? 'admin.appClients.copied' : 'admin.appClients.copy')}
              </Button>
            )}
          </CopyButton>
          {link && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {t('admin.appClients.linkHint', { address: new URL('/app', serverUrl).toString() })}
            </Text>
          )}
        </Stack>
      </Group>
    </Alert>
  );
}
