import { Button, EmptyState, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuFileQuestion } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import '../i18n';

/** A whole page that could not load: what failed, why when known, retry and the way back. */
export function PageError({
  title,
  description,
  notFound,
  onRetry,
  backTo,
  backLabel,
  extra,
}: {
  title: string;
  description?: string;
  notFound?: boolean;
  onRetry?: () => void;
  backTo: string;
  backLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root data-testid="page-error" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>{notFound ? <LuFileQuestion /> : <LuCircleAlert />}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
        <HStack gap="2" wrap="wrap" justify="center">
          {extra}
          {onRetry && !notFound && (
            <Button size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => navigate(backTo)}>
            {backLabel}
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
