import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import '../i18n';

/** Previous / next with "page n of m"; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack
      as="nav"
      justify="center"
      gap="3"
      aria-label={t('reading.pageOf', { page, pages })}
      data-testid="pager"
    >
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-prev"
      >
        <LuChevronLeft /> {t('reading.prev')}
      </Button>
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="pager-status">
        {t('reading.pageOf', { page, pages })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('reading.next')} <LuChevronRight />
      </Button>
    </HStack>
  );
}
