import { Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { SORTS, type MarketState, type SortKey, type ViewKey } from '../lib/market-params';

interface Props {
  state: MarketState;
  total: number | null;
  onChange: (change: Partial<MarketState>) => void;
  /** The category drawer's trigger (shown at ≤ 768 px). */
  filterButton: React.ReactNode;
}

/** Result count, sort and the grid/list switch above the results. */
export function MarketToolbar({ state, total, onChange, filterButton }: Props) {
  const { t } = useTranslation();
  const views: Array<{ key: ViewKey; icon: React.ReactNode }> = [
    { key: 'grid', icon: <LuLayoutGrid /> },
    { key: 'list', icon: <LuList /> },
  ];
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-testid="market-count" aria-live="polite">
        {total === null
          ? '\u00a0'
          : state.q
            ? t('market.countFor', { count: total, q: state.q })
            : t('market.count', { count: total })}
      </Text>
      <HStack gap="2" ms="auto">
        {filterButton}
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            aria-label={t('market.sortLabel')}
            value={state.sort}
            onChange={(e) => onChange({ sort: e.currentTarget.value as SortKey })}
            data-testid="market-sort"
          >
            {SORTS.filter((s) => s !== 'relevance' || state.q).map((s) => (
              <option key={s} value={s}>
                {t(`market.sort.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="0" role="group" aria-label={t('market.viewLabel')} borderWidth="1px" borderRadius="l2">
          {views.map((v) => (
            <IconButton
              key={v.key}
              size="sm"
              variant={state.view === v.key ? 'subtle' : 'ghost'}
              aria-label={t(`market.${v.key}`)}
              aria-pressed={state.view === v.key}
              onClick={() => onChange({ view: v.key })}
              data-testid={`view-${v.key}`}
            >
              {v.icon}
            </IconButton>
          ))}
        </HStack>
      </HStack>
    </Flex>
  );
}
