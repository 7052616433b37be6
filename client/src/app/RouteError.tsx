import { Alert, Button, Container, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from './lazy-page';

/** A page chunk that failed or timed out (retry reloads the app), or any other page crash. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const chunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed/i.test(error.message));
  console.error(error);
  return (
    <Container maxW="2xl" py="16">
      <Alert.Root status="error" role="alert" data-testid="route-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}</Alert.Title>
          <Alert.Description>{chunk ? t('errors.chunkBody') : t('errors.pageBody')}</Alert.Description>
          <HStack mt="3" gap="2">
            <Button size="sm" onClick={() => location.reload()}>
              {t('common.retry')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => navigate('/home')}>
              {t('notFound.back')}
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
