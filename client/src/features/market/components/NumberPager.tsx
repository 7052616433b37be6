import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { pageWindow } from '../lib/market-params';
import '../i18n';

/** Numbered pages (1 … 4 5 6 … 20) with previous / next; at ≤ 480 px only "page n of m". */
export function NumberPager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" justify="center" gap="1" aria-label={t('market.pager')} data-testid="pager">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('market.prev')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-prev"
      >
        <LuChevronLeft />
      </IconButton>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <Text key={`gap${i}`} px="1" color="fg.muted" display={{ base: 'none', sm: 'block' }} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="sm"
            minW="9"
            variant={p === page ? 'solid' : 'ghost'}
            colorPalette={p === page ? 'blue' : 'gray'}
            aria-label={t('market.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            display={{ base: 'none', sm: 'inline-flex' }}
            fontVariantNumeric="tabular-nums"
            data-testid="pager-page"
          >
            {p}
          </Button>
        ),
      )}
      <Text display={{ base: 'block', sm: 'none' }} px="2" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {t('market.pageOf', { page, pages })}
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('market.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}
