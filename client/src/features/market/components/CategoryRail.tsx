import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLayoutGrid } from 'react-icons/lu';
import type { MarketQuery } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { CategoryIcon } from '../../catalog';

type Facet = MarketQuery['market']['facets'][number];

interface Props {
  facets: Facet[];
  allCount: number;
  selected: number | null;
  onSelect: (category: number | null) => void;
}

function Count({ n }: { n: number }) {
  return (
    <Text as="span" ms="auto" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="facet-count">
      {n}
    </Text>
  );
}

/** The category facets: every category with how many APIs match the keyword in it. */
export function CategoryRail({ facets, allCount, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const item = (active: boolean) =>
    ({
      variant: active ? 'subtle' : 'ghost',
      colorPalette: active ? 'blue' : 'gray',
      justifyContent: 'flex-start',
      w: 'full',
      size: 'sm',
      fontWeight: active ? 'semibold' : 'normal',
      'aria-pressed': active,
    }) as const;
  return (
    <Stack as="nav" gap="0.5" aria-label={t('market.categories')} data-testid="category-rail">
      <Button {...item(selected === null)} onClick={() => onSelect(null)} data-testid="facet" data-category="">
        <LuLayoutGrid aria-hidden="true" />
        {t('market.allCategories')}
        <Count n={allCount} />
      </Button>
      {facets.map((f) =>
        f.category ? (
          <Button
            key={f.category.id}
            {...item(selected === f.category.id)}
            onClick={() => onSelect(f.category!.id)}
            data-testid="facet"
            data-category={f.category.id}
            opacity={f.count === 0 && selected !== f.category.id ? 0.6 : 1}
          >
            <CategoryIcon slug={f.category.slug} />
            <Box as="span" truncate>
              {localized(i18n.language, f.category.name, f.category.nameEn)}
            </Box>
            <Count n={f.count} />
          </Button>
        ) : (
          // APIs without a category are counted but cannot be picked as a filter.
          <Box key="none" display="flex" alignItems="center" gap="2" px="3" py="1.5" fontSize="sm" color="fg.muted">
            {t('market.uncategorised')}
            <Count n={f.count} />
          </Box>
        ),
      )}
    </Stack>
  );
}
