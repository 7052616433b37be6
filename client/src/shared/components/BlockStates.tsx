import { Alert, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A data block that failed to load: says so (never swallowed) and offers a retry. */
export function BlockError({
  title,
  onRetry,
  testId,
}: {
  title: string;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    // role=alert: Chakra v3's Alert has none, and a failure that appears must be heard (WCAG 4.1.3).
    <Alert.Root status="error" role="alert" data-testid={testId ?? 'block-error'}>
      <Alert.Indicator />
      <Alert.Title flex="1">{title}</Alert.Title>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}

export function BlockEmpty({ title, testId }: { title: string; testId?: string }) {
  return (
    <EmptyState.Root size="sm" data-testid={testId ?? 'block-empty'}>
      <EmptyState.Content>
        <EmptyState.Description>{title}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function BlockSkeleton({ lines = 3, h = '6' }: { lines?: number; h?: string }) {
  return (
    <Stack gap="2" aria-busy="true" data-testid="block-loading">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={h} borderRadius="md" />
      ))}
    </Stack>
  );
}
