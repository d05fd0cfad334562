// Spec 01 §2 set-password, spec 01 §5 server validation, spec 02 §8 set-password errors.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserSetPasswordDocument } from '../../generated/graphql.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import {
  fieldMessages,
  translateMessages,
  type FieldMessages,
} from '../../platform/validation/field-errors.ts';

export function SetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle('setPassword.title');
  const notify = useNotify();
  const navigate = useNavigate();
  const { user, setUser } = useAppData();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  // Kept as they came and translated at each render: a language switch retranslates them.
  const [refusal, setRefusal] = useState<FieldMessages>({});
  const errors = translateMessages(refusal, t);
  const [setPasswordMutation, { loading }] = useMutation(UserSetPasswordDocument);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    try {
      await setPasswordMutation({ variables: { password, password_repeat: repeat } });
      setRefusal({});
      if (user) setUser({ ...user, password_is_temporary: false });
      notify({ type: 'success', title: t('setPassword.successTitle'), text: t('setPassword.successText') });
      navigate('/home', { replace: true });
    } catch (error) {
      const perField = CombinedGraphQLErrors.is(error) ? fieldMessages(error.errors) : {};
      if (Object.keys(perField).length > 0) setRefusal(perField);
      else notify({ type: 'error', title: t('errors.updateTitle'), text: t('errors.updateText') });
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={440} maw="100%">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('setPassword.title')}
            </Title>
            <Alert color="blue" title={t('setPassword.temporaryTitle')}>
              {t('setPassword.temporaryText')}
            </Alert>
            <PasswordInput
              label={t('setPassword.password')}
              name="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <PasswordInput
              label={t('setPassword.passwordRepeat')}
              name="password_repeat"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
              error={errors.password_repeat}
            />
            <Button type="submit" loading={loading}>
              {t('setPassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
