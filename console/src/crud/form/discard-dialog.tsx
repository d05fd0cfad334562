// The unsaved-changes question (issue 14): closing a changed form by Cancel, the close button or Escape asks
// before the changes are thrown away. 'Weiter bearbeiten' is the safe default and has the focus.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormController } from './use-form-controller.ts';

export function DiscardDialog({ c }: { c: FormController }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={c.confirmingDiscard}
      onClose={c.keepEditing}
      title={t('admin.crud.unsavedTitle')}
      zIndex={400}
      centered
    >
      <Stack>
        <Text>{t('admin.crud.unsavedText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={c.discard}>
            {t('admin.crud.discard')}
          </Button>
          <Button onClick={c.keepEditing} data-autofocus>
            {t('admin.crud.keepEditing')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
