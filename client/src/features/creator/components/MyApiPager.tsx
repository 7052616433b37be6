import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** My API's count, page and previous / next buttons. */
export function MyApiPager(props: {
  total: number;
  page: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { total, page, pages, canPrevious, canNext, onPrevious, onNext } = props;
  return (
    <Flex justify="space-between" align="center" gap="2" wrap="wrap" data-testid="pager">
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {t('creator.list.total', { count: total })} ·{' '}
        {t('creator.list.page', { page, pages })}
      </Text>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', md: '8' }}
          disabled={!canPrevious}
          onClick={() => onPrevious()}
        >
          {t('creator.list.prev')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', md: '8' }}
          disabled={!canNext}
          onClick={() => onNext()}
        >
          {t('creator.list.next')}
        </Button>
      </HStack>
    </Flex>
  );
}
