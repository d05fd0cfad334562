// /analytics/incidents/notifications/user/:id (spec 01 §2 the notification settings' user form; spec 02 §3 user
// notify_call_source_groups): which call source groups of the selected system a user is notified for. The address is
// the user's own (the user admin's field), shown here because the mails go there. Saving closes the form; the
// server's field errors show at the field (spec 01 §5), anything else as the update error (spec 02 §8).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IncidentNotificationsDocument, UpdateUserNotificationsDocument } from '../../generated/graphql.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { useNotify } from '../../platform/runtime-context.tsx';
import {
  fieldMessages,
  translateMessages,
  type FieldMessages,
} from '../../platform/validation/field-errors.ts';
import { Busy } from '../../ui/busy.tsx';
import { registerMailTexts } from './mail-texts.ts';

export function NotificationUserForm({ params, close }: ScreenProps) {
  const { t, i18n } = useTranslation();
  registerMailTexts(i18n);
  const notify = useNotify();
  const id = Number(params.id);
  const { data, loading, error } = useQuery(IncidentNotificationsDocument, { fetchPolicy: 'cache-first' });
  const [save, { loading: saving }] = useMutation(UpdateUserNotificationsDocument);
  const settings = data?.incidentNotifications;
  const user = settings?.users.find((u) => u.id === id);
  const [chosen, setChosen] = useState<string[]>([]);
  // kept as they came, translated at each render (a language switch retranslates a standing refusal)
  const [messages, setMessages] = useState<FieldMessages>({});
  const errors = translateMessages(messages, t);
  useEffect(() => {
    if (user) setChosen(user.call_source_group_ids.map(String));
  }, [user]);
  if (loading && !settings) return <Busy />;
  if (error && !settings) return <Alert color="red" role="alert" title={t('mail.users.loadFailed')} />;
  if (!settings || !user) return <Text>{t('mail.users.notFound')}</Text>;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { user_id: id, call_source_group_ids: chosen.map(Number) } });
      setMessages({});
      notify({ type: 'success', title: t('mail.users.savedTitle'), text: t('mail.users.savedText') });
      close?.();
    } catch (e) {
      const perField = CombinedGraphQLErrors.is(e) ? fieldMessages(e.errors) : {};
      if (Object.keys(perField).length > 0) setMessages(perField);
      else notify({ type: 'error', title: t('errors.updateTitle'), text: t('errors.updateText') });
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{user.name}</Text>
        <Text size="sm">
          {t('labelled.text', { label: t('mail.users.email'), text: user.email || t('mail.users.noEmail') })}
        </Text>
        {!user.email && <Alert color="yellow">{t('mail.users.noEmailHint')}</Alert>}
        <Checkbox.Group
          label={t('mail.users.groups')}
          description={t('mail.users.groupsHint')}
          value={chosen}
          onChange={setChosen}
          error={errors.call_source_group_ids ?? errors.user_id}
        >
          <Stack gap={6} mt="xs">
            {settings.groups.length === 0 && <Text size="sm">{t('mail.users.noGroups')}</Text>}
            {settings.groups.map((g) => (
              <Checkbox key={g.id} value={String(g.id)} label={g.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close?.()}>
            {t('mail.users.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('mail.smtp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
