import { Box, Button, CloseButton, Container, Drawer, Grid, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFilter } from 'react-icons/lu';
import { BlockError } from '../../../shared/components/BlockStates';
import { MarketQuery } from '../graphql/market';
import { useMarket } from '../hooks/useMarket';
import { useMarketState } from '../hooks/useMarketState';
import '../i18n';
import { CategoryRail } from './CategoryRail';
import { MarketEmpty, MarketResults, MarketSkeleton } from './MarketResults';
import { MarketSearch } from './MarketSearch';
import { useSearchClick } from '../../search';
import { MarketToolbar } from './MarketToolbar';
import { NumberPager } from './NumberPager';
import { registerRouteQuery } from '../../../app/route-data';

// index.html's first request on /api-market (build/route-preload.ts) seeds the cache with this query.
registerRouteQuery('Market', MarketQuery);

export const MARKET_PAGE_SIZE = 12;

/** /api-market: the whole catalogue — facets, keyword, sort, paging and view, all kept in the URL. */
export function ApiMarket() {
  const { t } = useTranslation();
  const [state, update] = useMarketState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const reportClick = useSearchClick(state.q);
  const { data, previousData, loading, error, refetch } = useMarket(state, MARKET_PAGE_SIZE);
  const shown = (data ?? previousData)?.market;
  const pages = data ? Math.ceil(data.market.total / MARKET_PAGE_SIZE) : 0;
  const filtered = state.q !== '' || state.category !== null;
  // A shared link to a page that no longer exists (fewer results now) shows the last page instead.
  useEffect(() => {
    if (data && pages > 0 && state.page > pages) update({ page: pages });
  }, [data, pages, state.page, update]);
  const rail = shown && (
    <CategoryRail
      facets={shown.facets}
      allCount={shown.allCount}
      selected={state.category}
      onSelect={(category) => {
        setDrawerOpen(false);
        update({ category });
      }}
    />
  );
  const filterButton = (
    <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" hideFrom="md" data-testid="open-categories">
          <LuFilter aria-hidden="true" /> {t('market.categories')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="category-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('market.openCategories')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{rail}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('market.closeCategories')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );

  return (
    <Box>
      <Box bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW="7xl" py={{ base: '6', md: '10' }}>
          <Stack gap="3" maxW="3xl">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {t('market.title')}
            </Heading>
            <Text color="fg.muted">{t('market.subtitle')}</Text>
            <MarketSearch
              value={state.q}
              onSearch={(q) => update({ q })}
              onCategory={(category) => update({ q: '', category })}
            />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py="6">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Box as="aside" hideBelow="md" position="sticky" top="20">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3" mb="2">
              {t('market.categories')}
            </Text>
            {rail ?? <MarketSkeletonRail />}
          </Box>
          <Stack gap="4" minW="0">
            <MarketToolbar
              state={state}
              total={data ? data.market.total : null}
              onChange={update}
              filterButton={filterButton}
            />
            {error ? (
              <BlockError title={`${t('market.error')} — ${error.message}`} onRetry={() => void refetch()} testId="market-error" />
            ) : !shown ? (
              <MarketSkeleton view={state.view} />
            ) : shown.items.length === 0 && !loading ? (
              <MarketEmpty filtered={filtered} keyword={state.q} onReset={() => update({ q: '', category: null })} />
            ) : (
              <Box onClickCapture={reportClick}>
                <MarketResults items={shown.items} view={state.view} busy={loading} />
              </Box>
            )}
            {!error && <NumberPager page={state.page} pages={pages} onPage={(page) => update({ page })} />}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}

function MarketSkeletonRail() {
  return (
    <Stack gap="2" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Box key={i} h="8" borderRadius="l2" bg="bg.muted" />
      ))}
    </Stack>
  );
}
