import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useCurrentNotice } from '../hooks/useContent';
import { localized } from '../../../i18n/localized';

/** "Read" hides a notice until a new one is published; "later" hides it for this browser session. */
const READ_KEY = 'noticeRead';
const LATER_KEY = 'noticeLater';

function stored(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function NoticePanel() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useCurrentNotice();
  const [hidden, setHidden] = useState(() => [
    stored(localStorage, READ_KEY),
    stored(sessionStorage, LATER_KEY),
  ]);
  const notice = data?.currentNotice;
  if (notice && hidden.includes(String(notice.id))) return null;
  const dismiss = (storage: Storage, key: string) => {
    if (!notice) return;
    storage.setItem(key, String(notice.id));
    setHidden((h) => [...h, String(notice.id)]);
  };
  return (
    <Card.Root variant="subtle" data-testid="notice-panel">
      <Card.Header>
        <HStack gap="2">
          <LuBell aria-hidden="true" />
          <Heading size="md">{t('notice.title')}</Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {error ? (
          <BlockError title={t('notice.error')} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <BlockSkeleton lines={2} />
        ) : !notice ? (
          <BlockEmpty title={t('notice.empty')} />
        ) : (
          <>
            <Text whiteSpace="pre-line" data-testid="notice-text">
              {localized(i18n.language, notice.content, notice.contentEn)}
            </Text>
            <HStack gap="2" justify="flex-end">
              <Button
                size="xs"
                variant="ghost"
                onClick={() => dismiss(sessionStorage, LATER_KEY)}
                data-testid="notice-later"
              >
                {t('notice.later')}
              </Button>
              <Button
                size="xs"
                colorPalette="blue"
                onClick={() => dismiss(localStorage, READ_KEY)}
                data-testid="notice-read"
              >
                {t('notice.read')}
              </Button>
            </HStack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
