import { Button, Container, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../../app/router';

/** A registered route whose page a later issue builds: says so and names the page. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const name = handle ? t(handle.title ?? `pages.${handle.page}`) : '';
  return (
    <Container maxW="2xl" py="16">
      <EmptyState.Root data-testid="placeholder-page">
        <EmptyState.Content>
          <EmptyState.Title>{name}</EmptyState.Title>
          <EmptyState.Description>{t('placeholder.body', { page: name })}</EmptyState.Description>
          <VStack>
            <Button size="sm" variant="outline" onClick={() => navigate('/home')}>
              {t('notFound.back')}
            </Button>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
