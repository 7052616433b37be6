import { Button, EmptyState, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import '../i18n';

/** 获取API详情失败 with a retry (and a way home when the API does not exist). */
export function DetailError({ notFound, onRetry }: { notFound: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root data-testid="detail-error">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCircleAlert />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('detail.loadError')}</EmptyState.Title>
        {notFound && <EmptyState.Description>{t('detail.notFound')}</EmptyState.Description>}
        <HStack gap="2">
          <Button size="sm" onClick={onRetry} data-testid="detail-retry">
            {t('detail.retry')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate('/home')}>
            {t('detail.back')}
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
