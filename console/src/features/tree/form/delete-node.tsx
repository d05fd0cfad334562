// Deleting a tree element needs a typed confirmation phrase (spec 02 §5): the element's name. The dialog warns
// when the element has children (spec 02 §5) and shows the server's refusal in the user's language (spec 02 §4:
// a node with children cannot be deleted).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  hasChildren: boolean;
  deleting: boolean;
  onDelete: () => Promise<string | null>;
  onClose: () => void;
}

export function DeleteNodeDialog({ name, hasChildren, deleting, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => setRefusal(await onDelete());
  return (
    <Modal opened onClose={onClose} title={t('tree.form.deleteTitle')} zIndex={400}>
      <Stack>
        <Text size="sm">{t('tree.form.deleteText', { name })}</Text>
        {hasChildren && (
          <Alert color="orange" title={t('tree.form.childrenWarningTitle')}>
            {t('tree.form.childrenWarning')}
          </Alert>
        )}
        <TextInput
          label={t('tree.form.deletePhrase', { name })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-autofocus
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tree.form.cancel')}
          </Button>
          <Button
            color="red"
            disabled={typed.trim() !== name}
            loading={deleting}
            onClick={() => void confirm()}
          >
            {t('tree.form.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
