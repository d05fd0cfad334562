// The /app client (spec 02 §3 app client, §7; issue 19): a phone-sized page. The connection state stays in view;
// below it pairing, login or the nurse's calls, as far as the phone has come. A refusal of the server shows in the
// user's language until it is closed or the next action.
import type { AppAction } from '@cs/contracts/app';
import { Alert, Badge, Box, Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleClock } from '../../platform/clock.ts';
import { Busy } from '../../ui/busy.tsx';
import { LoginForm } from './app-forms.tsx';
import { PairingForm } from './pairing-form.tsx';
import { isMine, sortCalls, type LinkState } from './app-state.ts';
import { CallCard } from './call-card.tsx';
import { TeamView } from './team-view.tsx';
import { useNow } from './elapsed.ts';
import type { AppClient } from './use-app-client.ts';

const LINK_COLOR: Record<LinkState, string> = { online: 'teal', connecting: 'yellow', offline: 'red' };
const KNOWN_REFUSALS = new Set([
  'invalid',
  'unknown_token',
  'token_expired',
  'too_many_pairing_attempts',
  'license_limit_reached',
  'unknown_client',
  'login_failed',
  'too_many_attempts',
  'logout_disabled',
  'not_offered',
  'reject_only',
  'already_accepted',
  'already_yours',
  'not_yours',
  'call_closed',
  'not_logged_in',
  'not_paired',
  'offline',
  'logged_out_charging',
]);

export interface AppClientPageProps {
  client: AppClient;
  clock: ConsoleClock;
  /** the demo's clients pair and log in by themselves: they say so instead of showing the forms */
  demoUser: string | null;
  demoClient: boolean;
}

function Calls({ client, clock }: { client: AppClient; clock: ConsoleClock }) {
  const { t } = useTranslation();
  const now = useNow(clock);
  const { state } = client;
  const online = state.link === 'online';
  const calls = sortCalls(state.calls);
  return (
    <Stack gap="sm" component="section" aria-labelledby="app-calls-title">
      <Title order={2} size="h4" id="app-calls-title">
        {t('appClient.calls.title')}
      </Title>
      {!online && calls.length > 0 && <Text size="sm">{t('appClient.calls.offline')}</Text>}
      {calls.length === 0 ? (
        <Text c="dimmed">{t('appClient.calls.none')}</Text>
      ) : (
        calls.map((call) => (
          <CallCard
            key={call.id}
            call={call}
            now={now}
            mine={isMine(state, call)}
            arrived={state.arrived.has(call.id)}
            online={online}
            act={(action: AppAction) => client.act(call.id, action)}
          />
        ))
      )}
    </Stack>
  );
}

export function AppClientPage({ client, clock, demoUser, demoClient }: AppClientPageProps) {
  const { t } = useTranslation();
  const { state } = client;
  const online = state.link === 'online';
  const refusal = state.refusal;
  const body = () => {
    if (state.phase === 'ready')
      return (
        <Stack gap="lg">
          <Calls client={client} clock={clock} />
          {state.team && <TeamView team={state.team} me={state.user?.user ?? null} />}
        </Stack>
      );
    if (state.phase === 'pairing' && !demoClient) return <PairingForm pair={client.pair} online={online} />;
    if (state.phase === 'login' && !demoUser) return <LoginForm login={client.login} online={online} />;
    const label =
      state.phase === 'pairing'
        ? t('appClient.pairing.demo')
        : state.phase === 'login'
          ? t('appClient.login.demo', { user: demoUser })
          : t('appClient.waiting');
    return <Busy label={label} />;
  };
  return (
    <Box maw={420} mx="auto" p="sm" mih="100vh">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" component="header">
          <Title order={1} size="h3">
            {t('appClient.title')}
          </Title>
          <Badge color={LINK_COLOR[state.link]} role="status" data-testid="app-link">
            {t(`appClient.link.${state.link}`)}
          </Badge>
        </Group>
        {state.user && state.phase === 'ready' && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('appClient.user', { name: state.user.display_name, group: state.user.group })}
            </Text>
            {!demoUser && (
              <Button size="xs" variant="default" disabled={!online} onClick={() => client.logout()}>
                {t('appClient.logout')}
              </Button>
            )}
          </Group>
        )}
        {refusal && (
          <Alert color="red" role="alert" variant="light">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {KNOWN_REFUSALS.has(refusal)
                  ? t(`appClient.refused.${refusal}`)
                  : t('appClient.refused.other', { key: refusal })}
              </Text>
              <CloseButton aria-label={t('appClient.dismiss')} onClick={client.dismiss} />
            </Group>
          </Alert>
        )}
        <main>{body()}</main>
      </Stack>
    </Box>
  );
}
