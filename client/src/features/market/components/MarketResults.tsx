import { Button, EmptyState, Link, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketQuery } from '../../../gql/graphql';
import { ApiCard } from '../../catalog';
import type { ApiCardData } from '../../catalog';
import type { ViewKey } from '../lib/market-params';

const ApiDetailsDialog = lazy(async () => ({
  default: (await import('../../catalog/components/ApiDetailsDialog')).ApiDetailsDialog,
}));

const gridColumns = { base: 1, sm: 2, xl: 3 };

/** Skeletons in the shape of the view (cards or rows) while the first page loads. */
export function MarketSkeleton({ view }: { view: ViewKey }) {
  return view === 'grid' ? (
    <SimpleGrid columns={gridColumns} gap="4" aria-busy="true" data-testid="block-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="60" borderRadius="l3" />
      ))}
    </SimpleGrid>
  ) : (
    <Stack gap="3" aria-busy="true" data-testid="block-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h="32" borderRadius="l3" />
      ))}
    </Stack>
  );
}

/** Nothing matches: say so and offer the way out (clear the filters), or explain an empty market. */
export function MarketEmpty({ filtered, onReset, keyword = '' }: { filtered: boolean; onReset: () => void; keyword?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root data-testid="market-empty" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <EmptyState.Title>{filtered ? t('market.empty') : t('market.emptyAll')}</EmptyState.Title>
        <EmptyState.Description>{filtered ? t('market.emptyHint') : t('market.emptyAllHint')}</EmptyState.Description>
        {filtered && (
          <Button size="sm" variant="outline" onClick={onReset} data-testid="market-reset">
            {t('market.resetFilters')}
          </Button>
        )}
        {/* Nothing found: ask for the API instead (features/tender), the search pre-filled as its title. */}
        <Link asChild colorPalette="blue" fontSize="sm" data-testid="market-request-api">
          <RouterLink to={keyword ? `/api-requests?title=${encodeURIComponent(keyword)}` : '/api-requests'}>
            {t('market.requestApi')}
          </RouterLink>
        </Link>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** One page of results as cards or rows; the details modal loads on first use. */
export function MarketResults({ items, view, busy }: { items: MarketQuery['market']['items']; view: ViewKey; busy: boolean }) {
  const [details, setDetails] = useState<ApiCardData | null>(null);
  const cards = items.map((api) => <ApiCard key={api.id} api={api} onDetails={setDetails} layout={view} />);
  return (
    <>
      {view === 'grid' ? (
        <SimpleGrid columns={gridColumns} gap="4" data-testid="api-grid" data-view="grid" aria-busy={busy} opacity={busy ? 0.6 : 1}>
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="3" data-testid="api-grid" data-view="list" aria-busy={busy} opacity={busy ? 0.6 : 1}>
          {cards}
        </Stack>
      )}
      {details && (
        <Suspense fallback={null}>
          <ApiDetailsDialog api={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </>
  );
}
