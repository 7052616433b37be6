import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockEmpty, BlockError } from '../../layout/components/BlockStates';
import { PopularApisQuery, SearchApisQuery } from '../graphql/catalog';
import type { ApiCardData } from './api-format';
import { ApiCard } from './ApiCard';
import { ApiSearchBar, type ApiSearch } from './ApiSearchBar';

// The modal's code loads on the first "details" click, not with the home page.
const ApiDetailsDialog = lazy(async () => ({
  default: (await import('./ApiDetailsDialog')).ApiDetailsDialog,
}));

const LIMIT = 60;

/** Popular API cards; a search (category and/or keywords) replaces them with its results. */
export function ApiCatalog() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<ApiSearch>({ category: '', keywords: '' });
  const [details, setDetails] = useState<ApiCardData | null>(null);
  const searching = search.category !== '' || search.keywords !== '';
  const popular = useQuery(PopularApisQuery, { variables: { limit: LIMIT }, skip: searching });
  const results = useQuery(SearchApisQuery, {
    variables: { keywords: search.keywords, category: search.category, limit: LIMIT },
    skip: !searching,
  });
  const current = searching ? results : popular;
  const items = searching ? results.data?.searchApis.items : popular.data?.apis.items;

  return (
    <Stack gap="4" as="section" aria-labelledby="apis-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg" id="apis-heading">
          {searching ? t('search.results') : t('home.popular')}
        </Heading>
        {searching && (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" data-testid="search-count">
              {t('search.count', { count: results.data?.searchApis.total ?? 0 })}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => setSearch({ category: '', keywords: '' })}>
              {t('search.clear')}
            </Button>
          </HStack>
        )}
      </HStack>
      <ApiSearchBar value={search} onSearch={setSearch} />
      {current.error ? (
        <BlockError
          title={searching ? t('search.error') : t('home.error')}
          onRetry={() => void current.refetch()}
          testId="apis-error"
        />
      ) : current.loading && !items ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="block-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="64" borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : !items || items.length === 0 ? (
        <BlockEmpty title={searching ? t('search.empty') : t('home.empty')} testId="apis-empty" />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="api-grid">
          {items.map((api) => (
            <ApiCard key={api.id} api={api} onDetails={setDetails} />
          ))}
        </SimpleGrid>
      )}
      {details && (
        <Suspense fallback={null}>
          <ApiDetailsDialog api={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
