import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight } from 'react-icons/lu';
import { AdminDialog } from '../../../shared/admin/components/AdminDialog';
import { ApiStatusTag } from '../../../shared/admin/components/ApiStatusTag';
import { formatTimeSec } from '../../../shared/admin/format';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiStatusHistory } from '../hooks/useAdminApis';
import '../i18n';

/** Every status change of one API, oldest first: who, when, from, to and why. */
export function ApiHistoryDialog({
  api,
  onClose,
}: {
  api: { id: number; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useApiStatusHistory(api?.id ?? null);
  const events = data?.apiStatusHistory ?? [];
  return (
    <AdminDialog
      open={!!api}
      onClose={onClose}
      title={t('adminApis.history.title', { name: api?.name ?? '' })}
      testId="api-history-dialog"
    >
      {error ? (
        <BlockError title={t('adminApis.history.failed')} onRetry={() => void refetch()} />
      ) : loading ? (
        <BlockSkeleton lines={4} />
      ) : !events.length ? (
        <BlockEmpty title={t('adminApis.history.empty')} />
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {events.map((e, i) => (
            <Box as="li" key={i} borderLeftWidth="2px" borderColor="border.emphasized" pl="3">
              <HStack gap="2" wrap="wrap">
                <ApiStatusTag status={e.fromStatus} />
                <LuArrowRight aria-label={t('adminApis.history.to')} />
                <ApiStatusTag status={e.toStatus} />
              </HStack>
              <Text fontSize="sm" mt="1">
                {e.reason || '—'}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {formatTimeSec(e.createdAt)} · {e.actorAccount ?? t('adminApis.history.system')}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </AdminDialog>
  );
}
