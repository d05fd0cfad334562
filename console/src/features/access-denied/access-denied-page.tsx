// Spec 02 §2 access denied: a warning with a title and a body text; title per spec 01 §8.
import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../platform/page/page-title.ts';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  usePageTitle('accessDenied.title');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="yellow" title={t('accessDenied.title')} role="alert">
          {t('accessDenied.pageText')}
        </Alert>
        <Button component={Link} to="/home" variant="default" w="fit-content">
          {t('accessDenied.home')}
        </Button>
      </Stack>
    </Container>
  );
}
