// Pairing (the token app management shows for this phone) and login (an app user), spec 02 §3 app client.
import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function PairingForm({ pair, online }: { pair: (token: string) => void; online: boolean }) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (token.trim()) pair(token);
  };
  return (
    <form onSubmit={submit} aria-labelledby="app-pairing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="app-pairing-title">
          {t('appClient.pairing.title')}
        </Title>
        <Text size="sm">{t('appClient.pairing.text')}</Text>
        <TextInput
          label={t('appClient.pairing.token')}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          autoComplete="off"
          required
        />
        <Button type="submit" disabled={!online}>
          {t('appClient.pairing.submit')}
        </Button>
      </Stack>
    </form>
  );
}

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
