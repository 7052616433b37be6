import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useUserStatusEvents } from '../hooks/useUserStatus';
import '../i18n';

/** The audit trail of enable/disable, newest first (who, whom, when, why). */
export function StatusAudit() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useUserStatusEvents();
  const events = data?.userStatusEvents;
  return (
    <Box as="section" aria-labelledby="user-audit-title">
      <Heading as="h2" size="sm" id="user-audit-title" mb="2">
        {t('adminUsers.audit')}
      </Heading>
      {error && !events ? (
        <BlockError title={t('adminCommon.loadFailed')} onRetry={() => void refetch()} />
      ) : loading && !events ? (
        <BlockSkeleton lines={3} />
      ) : !events?.length ? (
        <BlockEmpty title={t('adminUsers.auditEmpty')} />
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" data-testid="user-audit">
          {events.map((e) => (
            <Box
              as="li"
              key={e.id}
              borderLeftWidth="3px"
              borderColor={e.toStatus === 0 ? 'red.500' : 'green.500'}
              pl="3"
            >
              <Text fontSize="sm">
                {t('adminUsers.auditLine', {
                  actor: e.actorAccount ?? t('adminUsers.auditSystem'),
                  account: e.account,
                  action: t(e.toStatus === 0 ? 'adminUsers.actionDisabled' : 'adminUsers.actionEnabled'),
                })}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {new Date(e.createdAt as string).toLocaleString(dateLocale(i18n.language))}
                {e.reason && ` · ${t('adminUsers.auditReason', { reason: e.reason })}`}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
