// Spec 01 §2 catch-all and §8: unknown page with title, text and a go-back action.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../platform/page/page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('notFound.title');
  const navigate = useNavigate();
  // Opened directly (no history of ours) there is nothing to go back to: go home instead.
  const goBack = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/home');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button onClick={goBack} w="fit-content">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
