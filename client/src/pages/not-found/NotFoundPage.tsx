import { Button, Container, Heading, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container maxW="md" py="20" data-testid="not-found">
      <VStack gap="6">
        <Heading size="4xl">404</Heading>
        <Heading size="md">{t('notFound.title')}</Heading>
        <Button onClick={() => navigate('/home')}>{t('notFound.back')}</Button>
      </VStack>
    </Container>
  );
}
