import { Button, Container, EmptyState, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuServerCrash } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import '../i18n';
import { useDocumentTitle } from './useDocumentTitle';

/** /service-error: the service asked for is not there (SPEC §2.2), with the ways back. */
export function ServiceError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const service = params.get('service')?.slice(0, 80);
  useDocumentTitle(t('info.serviceError.title'));
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <EmptyState.Root data-testid="service-error">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuServerCrash />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="2">
            <EmptyState.Title as="h1" fontSize="2xl" data-testid="page-title">
              {t('info.serviceError.title')}
            </EmptyState.Title>
            <EmptyState.Description>{t('info.serviceError.body')}</EmptyState.Description>
            {service && (
              <Text fontSize="sm" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                {t('info.serviceError.service', { name: service })}
              </Text>
            )}
          </VStack>
          <VStack gap="2" w="full" maxW="xs">
            <Button asChild w="full">
              <RouterLink to="/home">{t('info.serviceError.home')}</RouterLink>
            </Button>
            <Button asChild w="full" variant="outline">
              <RouterLink to="/api-market">{t('info.serviceError.market')}</RouterLink>
            </Button>
            <Button asChild w="full" variant="outline">
              <RouterLink to="/watch">{t('info.serviceError.status')}</RouterLink>
            </Button>
            <Button asChild w="full" variant="ghost">
              <RouterLink to="/help">{t('info.serviceError.help')}</RouterLink>
            </Button>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
