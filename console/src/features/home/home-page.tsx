// Spec 01 §2 /home: the shell redirects to the user's home target (root.tsx, home-redirect.ts). While that
// target's screen is not part of this build, the user lands here and sees the built modules their permissions open. Modules whose
// screens are not built yet are left out, like in the header menu.
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleNavItems } from '../../platform/navigation/nav-items.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useIsBuilt } from '../../platform/routes/screens-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { SystemsOverview } from './systems-overview.tsx';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('home.title');
  const built = useIsBuilt();
  const { user, licence, appState } = useAppData();

  const modules = visibleNavItems({
    user,
    licence,
    appGatewayEnabled: appState?.app_gateway_enabled ?? false,
  }).filter((item) => built(item.route));
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('home.welcome', { name: user?.name ?? '' })}</Title>
        <Text>{modules.length ? t('home.intro') : t('home.none')}</Text>
        <List spacing="sm" listStyleType="none">
          {modules.map((item) => (
            <List.Item key={item.key}>
              <Group gap="sm">
                <Text fw={500}>{t(`nav.${item.key}`)}</Text>
                <Button
                  component={Link}
                  to={routePathByName(item.route) ?? '/home'}
                  size="xs"
                  variant="light"
                >
                  {t('home.open')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        {user && <SystemsOverview />}
      </Stack>
    </Container>
  );
}
