import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiCard } from '../../features/catalog/components/ApiCard';
import { PopularApisQuery } from '../../features/catalog/graphql/catalog';

export function HomePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PopularApisQuery, { variables: { limit: 100 } });
  return (
    <Container maxW="6xl" py="6">
      <Heading size="lg" mb="4">
        {t('home.popular')}
      </Heading>
      {error && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('home.error')}</Alert.Title>
          <Button size="xs" ml="auto" onClick={() => void refetch()}>
            {t('home.retry')}
          </Button>
        </Alert.Root>
      )}
      {loading && !data ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="36" borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : data && data.apis.items.length === 0 ? (
        <Text color="fg.muted">{t('home.empty')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {data?.apis.items.map((api) => <ApiCard key={api.id} api={api} />)}
        </SimpleGrid>
      )}
    </Container>
  );
}
