// The team view of the /app client (spec 02 §3 app setting team_view_enabled; docs/protocols.md §7 Team): the
// nurse's group, each colleague logged in or not, and the calls each has accepted, with 'at the resident's' when
// the server tells (hide_presences off).
import type { TeamMember } from '@cs/contracts/app';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function TeamView({ team, me }: { team: readonly TeamMember[]; me: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="app-team-title">
      <Title order={2} size="h4" id="app-team-title">
        {t('appClient.team.title')}
      </Title>
      {team.map((m) => (
        <Paper key={m.user} withBorder p="xs" aria-label={m.display_name}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {m.user === me ? t('appClient.team.me', { name: m.display_name }) : m.display_name}
            </Text>
            <Badge color={m.logged_in ? 'teal' : 'gray'} variant="light">
              {t(m.logged_in ? 'appClient.team.loggedIn' : 'appClient.team.loggedOut')}
            </Badge>
          </Group>
          {m.handling.length > 0 && (
            <List size="sm" mt={4}>
              {m.handling.map((c) => (
                <List.Item key={c.call_id}>
                  {c.arrived
                    ? t('appClient.team.arrived', { device: c.device_text ?? '–' })
                    : t('appClient.team.handling', { device: c.device_text ?? '–' })}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
