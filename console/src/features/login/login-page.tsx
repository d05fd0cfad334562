// Spec 02 §2 login and §8 login errors.
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import type { LoginError } from '../../platform/session/auth-api.ts';
import { CLIENT_VERSION } from '../../platform/version.ts';

/** Only paths of this console: never an absolute or protocol-relative URL (no open redirect). */
export function safeRedirect(target: string | null): string | undefined {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle('login.title');
  const { auth } = useRuntime();
  const { setUser } = useAppData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginError[]>([]);
  const [busy, setBusy] = useState(false);
  const errorFor = (field: LoginError['field']) => errors.find((e) => e.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await auth.login(username, password);
      if (!result.ok || !result.user) {
        setErrors(result.errors);
        return;
      }
      setErrors([]);
      setUser(result.user);
      if (result.require_password_change) navigate('/auth/set-password', { replace: true });
      else navigate(safeRedirect(params.get('redirect')) ?? '/home', { replace: true });
    } catch (error) {
      // A network exception is shown as a username error (spec 02 §8).
      setErrors([
        { field: 'username', message: t('login.networkError', { error: (error as Error).message }) },
      ]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            {errorFor('common') && (
              <Alert color="yellow" title={t('login.commonTitle')} role="alert">
                {errorFor('common')}
              </Alert>
            )}
            <TextInput
              label={t('login.username')}
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={errorFor('username')}
            />
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errorFor('password')}
            />
            <Button type="submit" loading={busy}>
              {t('login.submit')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('app.version', { version: CLIENT_VERSION })}
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
