// Login of an app user on the phone (spec 02 §3 app client); pairing is pairing-form.tsx.
import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function LoginForm({
  login,
  online,
}: {
  login: (user: string, password: string) => void;
  online: boolean;
}) {
  const { t } = useTranslation();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (user.trim()) login(user, password);
  };
  return (
    <form onSubmit={submit} aria-labelledby="app-login-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="app-login-title">
          {t('appClient.login.title')}
        </Title>
        <TextInput
          label={t('appClient.login.user')}
          value={user}
          onChange={(e) => setUser(e.currentTarget.value)}
          autoComplete="username"
          required
        />
        <PasswordInput
          label={t('appClient.login.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={!online}>
          {t('appClient.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
