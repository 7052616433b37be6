import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Previous / next with the page and the total (SPEC §9: admin lists page by 10). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack as="nav" aria-label={t('adminCommon.paging')} justify="space-between" gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="pager-total">
        {t('adminCommon.total', { count: total })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('adminCommon.prev')}
        </Button>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-live="polite">
          {t('adminCommon.page', { page, pages })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('adminCommon.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
