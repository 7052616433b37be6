import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The selection's bar: how many are chosen, all/none, pass or reject them at once (two or more). */
export function BatchBar({
  count,
  all,
  busy,
  onToggleAll,
  onPass,
  onReject,
}: {
  count: number;
  all: boolean;
  busy: boolean;
  onToggleAll(): void;
  onPass(): Promise<void>;
  onReject(): void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="batch-bar">
      <Text fontSize="sm" color="fg.muted">
        {t('adminReview.pending.selected', { count })}
      </Text>
      <Button size="sm" minH="10" variant="outline" onClick={onToggleAll}>
        {all ? t('adminReview.pending.none') : t('adminReview.pending.all')}
      </Button>
      <Button
        size="sm"
        minH="10"
        colorPalette="green"
        // White on the palette's solid green is 3.3:1 (axe: colour contrast); green.700 is 5:1.
        bg="green.700"
        _hover={{ bg: 'green.800' }}
        disabled={count < 2 || busy}
        onClick={() => void onPass()}
      >
        {t('adminReview.batchPass')}
      </Button>
      <Button
        size="sm"
        minH="10"
        colorPalette="red"
        variant="outline"
        disabled={count < 2 || busy}
        onClick={onReject}
      >
        {t('adminReview.batchReject')}
      </Button>
    </Flex>
  );
}
