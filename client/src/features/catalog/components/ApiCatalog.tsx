import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page';
import { BlockEmpty, BlockError } from '../../../shared/components/BlockStates';
import { useCatalogApis } from '../hooks/useCatalog';
import type { ApiCardData } from './api-format';
import { ApiCard } from './ApiCard';
import { useSearchClick } from '../../search';
import type { ApiSearch } from './ApiSearchBar';
import { SearchBarWhenNear } from './SearchBarPlace';

// The modal's code loads on the first "details" click, not with the home page.
const ApiDetailsDialog = lazyComponent(() => import('./ApiDetailsDialog'), 'ApiDetailsDialog');
// The search bar (category selector, suggestions combobox) is below the first screen: its code loads
// when its place comes near the viewport, kept meanwhile (first route budget, issue #35).
const ApiSearchBar = lazyComponent(() => import('./ApiSearchBar'), 'ApiSearchBar');

/** Home shows a dozen; the market holds the rest. */
const LIMIT = 12;

/** The market URL that continues a home search (its filters carried over). */
function marketLink(search: ApiSearch): string {
  const p = new URLSearchParams();
  if (search.keywords) p.set('q', search.keywords);
  if (search.category) p.set('category', search.category);
  const q = p.toString();
  return q ? `/api-market?${q}` : '/api-market';
}

/**
 * The 12 most called APIs of the last 7 days, with the way into the market; a search (category and/or
 * keywords) replaces them with its first 12 results and a link to all of them in the market.
 */
export function ApiCatalog() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<ApiSearch>({ category: '', keywords: '' });
  const [details, setDetails] = useState<ApiCardData | null>(null);
  const searching = search.category !== '' || search.keywords !== '';
  const reportClick = useSearchClick(search.keywords);
  const { popular, results } = useCatalogApis(search, searching, LIMIT);
  const current = searching ? results : popular;
  const items = searching ? results.data?.searchApis.items : popular.data?.market.items;
  const total = searching ? results.data?.searchApis.total : popular.data?.market.allCount;

  return (
    <Stack gap="4" as="section" aria-labelledby="apis-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Heading size="lg" id="apis-heading">
            {searching ? t('search.results') : t('home.popular')}
          </Heading>
          {!searching && (
            <Text fontSize="sm" color="fg.muted">
              {t('home.popularHint')}
            </Text>
          )}
        </HStack>
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
        {!searching && (
          <Button size="sm" variant="ghost" colorPalette="blue" asChild data-testid="market-link">
            <RouterLink to="/api-market">
              {t('home.toMarket', { count: total ?? 0 })} <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        )}
      </HStack>
      <SearchBarWhenNear>
        <ApiSearchBar value={search} onSearch={setSearch} />
      </SearchBarWhenNear>
      {current.error ? (
        <BlockError
          title={searching ? t('search.error') : t('home.error')}
          onRetry={() => void current.refetch()}
          testId="apis-error"
        />
      ) : current.loading && !items ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="block-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="60" borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : !items || items.length === 0 ? (
        <BlockEmpty title={searching ? t('search.empty') : t('home.empty')} testId="apis-empty" />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="api-grid" onClickCapture={reportClick}>
          {items.map((api) => (
            <ApiCard key={api.id} api={api} onDetails={setDetails} />
          ))}
        </SimpleGrid>
      )}
      {searching && total !== undefined && total > LIMIT && (
        <Button alignSelf="center" variant="outline" colorPalette="blue" asChild data-testid="search-more">
          <RouterLink to={marketLink(search)}>
            {t('search.allInMarket', { count: total })} <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      )}
      {details && (
        <Suspense fallback={null}>
          <ApiDetailsDialog api={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
