import { Alert, Button, Code, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy } from 'react-icons/lu';
import '../i18n';
import { useCopy } from '../../../shared/hooks/useCopy';

/** A new key's secret, shown once, with copy. */
export function NewKeyAlert({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <Alert.Root status="warning" data-testid="new-key">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{t('creator.keys.once')}</Alert.Title>
        <Code wordBreak="break-all" whiteSpace="normal" p="2" data-testid="new-key-secret">
          {secret}
        </Code>
        <Flex gap="2" wrap="wrap">
          {/* Blue, not the warning's orange: white on orange.600 is 3.55:1, under WCAG AA's 4.5:1. */}
          <Button size="sm" colorPalette="blue" onClick={() => void copy(secret)}>
            {copied ? <LuCheck /> : <LuCopy />} {t(copied ? 'creator.keys.copied' : 'creator.keys.copy')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t('creator.keys.done')}
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
