// Import, publish and wipe-and-resend, each behind a confirmation (spec 02 §4: publishing takes up to 10 minutes
// and blocks changes meanwhile); wipe-and-resend needs a ticked acknowledgement as well.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Ask = 'commit' | 'wipe' | 'import' | null;

export function SyncActions({
  disabled,
  canImport,
  canCommit,
  onCommit,
  onImport,
}: {
  disabled: boolean;
  canImport: boolean;
  canCommit: boolean;
  onCommit: (wipe: boolean) => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask>(null);
  const [understood, setUnderstood] = useState(false);
  const close = () => {
    setAsk(null);
    setUnderstood(false);
  };
  const confirm = () => {
    if (ask === 'import') onImport();
    else onCommit(ask === 'wipe');
    close();
  };
  const texts = {
    commit: {
      title: t('sync.confirmCommitTitle'),
      text: t('sync.confirmCommitText'),
      action: t('sync.commit'),
    },
    wipe: { title: t('sync.confirmWipeTitle'), text: t('sync.confirmWipeText'), action: t('sync.wipe') },
    import: {
      title: t('sync.confirmImportTitle'),
      text: t('sync.confirmImportText'),
      action: t('sync.import'),
    },
  };
  const shown = ask ? texts[ask] : null;
  return (
    <>
      <Group gap="sm">
        <Button onClick={() => setAsk('commit')} disabled={disabled || !canCommit}>
          {t('sync.commit')}
        </Button>
        <Button variant="default" onClick={() => setAsk('import')} disabled={disabled || !canImport}>
          {t('sync.import')}
        </Button>
        <Button variant="outline" color="red" onClick={() => setAsk('wipe')} disabled={disabled}>
          {t('sync.wipe')}
        </Button>
      </Group>
      <Modal opened={shown !== null} onClose={close} title={shown?.title} centered>
        <Stack gap="md">
          <Text size="sm">{shown?.text}</Text>
          {ask === 'wipe' && (
            <Checkbox
              label={t('sync.confirmWipeCheck')}
              checked={understood}
              onChange={(e) => setUnderstood(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('sync.cancel')}
            </Button>
            <Button
              color={ask === 'wipe' ? 'red' : undefined}
              onClick={confirm}
              disabled={ask === 'wipe' && !understood}
            >
              {shown?.action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
