// The drawer's dialogs over it: naming a new profile, and confirming what cannot be undone (deleting a profile,
// discarding unsaved changes; spec 01 §2 display settings drawer).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Above the drawer (Mantine's drawer sits at 200). */
const OVER_DRAWER = 400;

export function CreateProfileModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreate: (name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = async () => {
    if (name.trim() && (await props.onCreate(name.trim()))) setName('');
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('display.drawer.createTitle')}
      zIndex={OVER_DRAWER}
    >
      <Stack>
        <TextInput
          label={t('display.drawer.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
          onKeyDown={(e) => e.key === 'Enter' && void create()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('display.cancel')}
          </Button>
          <Button disabled={!name.trim()} onClick={() => void create()}>
            {t('display.drawer.createConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} zIndex={OVER_DRAWER}>
      <Stack>
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('display.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
