import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiRelease } from '../hooks/useCreatorReads';

const ALERT_PALETTE: Record<string, string> = {
  alert: 'orange',
  shutdown: 'red',
  rollback: 'red',
  promote: 'green',
};

/** The gray/full release as the proxy applies it (promotion progress or rollback reason) and the alerts raised. */
export function ReleasePanel({ apiId, published }: { apiId: number; published: boolean }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useApiRelease(apiId);
  if (error && !data)
    return <BlockError title={t('creator.analytics.releaseFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={3} />;
  const r = data.apiRelease;
  const alerts = data.interfaceAlerts.items;
  const rollback = alerts.find((a) => a.kind === 'rollback');
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="release-panel">
        <Heading as="h3" size="sm" mb="2">
          {t('creator.analytics.release')}
        </Heading>
        {!published ? (
          <Text fontSize="sm" color="fg.muted">
            {t('creator.analytics.notPublished')}
          </Text>
        ) : (
          <Stack gap="1.5" fontSize="sm">
            <Flex gap="2" align="center" wrap="wrap">
              <Badge colorPalette={r.deployType === 'gray' ? 'orange' : 'green'} data-testid="release-type">
                {t(r.deployType === 'gray' ? 'creator.analytics.gray' : 'creator.analytics.full')}
              </Badge>
              <Text>{t('creator.analytics.share', { pct: r.share / 100 })}</Text>
            </Flex>
            {r.deployType === 'gray' && !r.rolledBack && (
              <Text color="fg.muted">
                {t('creator.analytics.promotion', { done: r.healthyGrayCalls, total: r.promoteAfterCalls })}
              </Text>
            )}
            {r.deployType === 'gray' && r.hasPreviousVersion && (
              <Text color="fg.muted">{t('creator.analytics.previous')}</Text>
            )}
            {r.rolledBack && (
              <Text color="red.fg">
                {t('creator.analytics.rolledBack')}
                {rollback && ` ${t('creator.analytics.rollbackReason', { reason: rollback.message })}`}
              </Text>
            )}
          </Stack>
        )}
      </Box>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
        <Heading as="h3" size="sm" mb="2">
          {t('creator.analytics.alerts')}
        </Heading>
        {alerts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('creator.analytics.noAlerts')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="api-alerts">
            {alerts.map((a) => (
              <Box as="li" key={a.id} fontSize="sm">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette={ALERT_PALETTE[a.kind] ?? 'gray'}>
                    {t(`creator.analytics.alertKind.${a.kind}`, { defaultValue: a.kind })}
                  </Badge>
                  <Text as="span" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
                    {dayjs(a.createdAt).format('YYYY-MM-DD HH:mm')}
                  </Text>
                </Flex>
                <Text mt="1">{a.message}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
