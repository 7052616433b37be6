import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import '../i18n';

/** Pass or reject one pending submission (named after it for screen readers). */
export function DecisionButtons({
  name,
  busy,
  onPass,
  onReject,
}: {
  name: string;
  busy: boolean;
  onPass(): void;
  onReject(): void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Button
        size="sm"
        colorPalette="green"
        // White on the palette's solid green is 3.3:1 (axe: colour contrast); green.700 is 5:1.
        bg="green.700"
        _hover={{ bg: 'green.800' }}
        minH="10"
        disabled={busy}
        onClick={onPass}
        aria-label={t('adminReview.passOne', { name: name })}
      >
        <LuCheck aria-hidden />
        {t('adminReview.pass')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        minH="10"
        disabled={busy}
        onClick={onReject}
        aria-label={t('adminReview.rejectOne', { name: name })}
      >
        <LuX aria-hidden />
        {t('adminReview.reject.action')}
      </Button>
    </HStack>
  );
}
