// The delete confirmation (spec 01 §4 "Delete asks for confirmation"; spec 02 §5 warning when the
// records' children go with them).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListController } from './use-list-controller.ts';

type Props = Pick<
  ListController,
  'pending' | 'pendingHasChildren' | 'label' | 'cancelDelete' | 'confirmDelete' | 'deleting'
>;

export function DeleteDialog({
  pending,
  pendingHasChildren,
  label,
  cancelDelete,
  confirmDelete,
  deleting,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={pending !== null}
      onClose={cancelDelete}
      title={t('admin.crud.deleteConfirmTitle')}
      zIndex={300}
    >
      <Stack>
        <Text>
          {t('admin.crud.deleteConfirmText', {
            count: pending?.length ?? 0,
            label: pending?.map(label).join(', '),
          })}
        </Text>
        {pendingHasChildren && (
          <Alert color="orange" title={t('admin.crud.childrenWarningTitle')}>
            {t('admin.crud.childrenWarning')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancelDelete}>
            {t('admin.crud.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirmDelete()}>
            {t('admin.crud.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
