// The App tab (spec 02 §2: a preview of three app clients, embedded, one per demo user; §7: the app client frame
// from /app with storagePartition, demoClient and demoUser). Each frame is a live /app client: its own storage
// partition, its own phone (the demo seed's client records 1 to 3), logged in as its demo user
// (backend/src/seed/demo-app.ts: anna, ben, carla in the first section's group).
import { Alert, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/** The demo seed's three embedded clients: phone (client record id), app user and shown name. */
export const DEMO_APP_CLIENTS = [
  { client: 1, user: 'anna', name: 'Anna M.' },
  { client: 2, user: 'ben', name: 'Ben K.' },
  { client: 3, user: 'carla', name: 'Carla S.' },
] as const;

export const appClientUrl = (c: (typeof DEMO_APP_CLIENTS)[number]) =>
  `/app?${new URLSearchParams({ storagePartition: `demo-${c.user}`, demoClient: String(c.client), demoUser: c.user })}`;

export function AppPreview() {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="md" h="100%">
      <Alert color="blue" variant="light" title={t('demo.app.title')}>
        {t('demo.app.note')}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={{ flex: 1, minHeight: 0 }}>
        {DEMO_APP_CLIENTS.map((c) => {
          const title = t('demo.app.pane', { name: c.name });
          return (
            <Paper key={c.user} component="section" aria-label={title} withBorder radius="lg" p="xs">
              <Title order={3} size="h6" mb="xs" px="xs">
                {title}
              </Title>
              <iframe className={classes.phone} src={appClientUrl(c)} title={title} />
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
