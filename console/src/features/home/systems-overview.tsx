// The home page's systems (spec 01 §2 /home fallback): per system the link to the call system and what is open
// now, with the way to its display. Emergencies in red; a lost link says so in words, not only in colour.
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemsOverview } from './use-systems-overview.ts';

const LINK_COLOR: Record<string, string> = { online: 'green', offline: 'red', unauthorized: 'orange' };

export function SystemsOverview() {
  const { t } = useTranslation();
  const { systems, loading, failed } = useSystemsOverview();
  if (failed) return <Text c="red">{t('home.overviewFailed')}</Text>;
  if (loading) return <Skeleton height={120} />;
  return (
    <section aria-labelledby="home-systems">
      <Title order={2} size="h3" id="home-systems" mb="sm">
        {t('home.systems')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {systems.map((s) => (
          <Card key={s.id} withBorder component="article" aria-label={s.name}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{s.name}</Text>
                <Badge color={LINK_COLOR[s.link] ?? 'gray'} variant="light">
                  {t(`home.link.${s.link in LINK_COLOR ? s.link : 'unknown'}`)}
                </Badge>
              </Group>
              <Text>{t('home.openCalls', { count: s.open_calls })}</Text>
              {s.emergencies > 0 && (
                <Text c="red" fw={700}>
                  {t('home.emergencies', { count: s.emergencies })}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('home.presences', { count: s.presences })}
              </Text>
              <Button component={Link} to={`/display?system=${s.id}`} variant="light" size="xs">
                {t('home.openDisplay')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
