import { Alert, Badge, Button, Flex, Skeleton, Stat, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCallHistoryQuery as HistoryData } from '../../../gql/graphql';
import { DataTable, Td, Th, Tr } from './DataTable';
import { Section } from './Section';

// nivo is the heaviest piece of the page: it loads after the rest is on screen.
const TrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })));

const SHOWN = 10;
const CHARTED = 30;

interface Props {
  data: HistoryData | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
}

/** Call history: the list, the average response time and the trend chart. */
export function CallHistory({ data, loading, error, onRetry }: Props) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const history = data?.apiCallHistory;
  const stats = data?.apiCallStats;
  if (!data && loading) {
    return (
      <Section title={t('detail.history.title')} testId="call-history">
        <Skeleton h="16" mb="3" />
        <Skeleton h="200px" />
      </Section>
    );
  }
  if (!history || !stats) {
    return (
      <Section title={t('detail.history.title')} testId="call-history">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error ? t('detail.history.loadError') : t('detail.history.unavailable')}</Alert.Title>
          <Button size="xs" ml="auto" onClick={onRetry}>
            {t('detail.retry')}
          </Button>
        </Alert.Root>
      </Section>
    );
  }
  const rows = all ? history.items : history.items.slice(0, SHOWN);
  const charted = history.items
    .slice(0, CHARTED)
    .reverse()
    .map((c) => ({ at: c.requestedAt, ms: c.responseTimeMs }));
  const mine = stats.mine.series.flatMap((p) => (p.calls > 0 && p.avgMs !== null ? [{ at: p.at, ms: p.avgMs }] : []));
  return (
    <Section title={t('detail.history.title')} testId="call-history">
      <Flex gap="6" wrap="wrap" mb="4">
        <Stat.Root flex="none">
          <Stat.Label>{t('detail.history.average')}</Stat.Label>
          <Stat.ValueText data-testid="avg-time">{t('detail.tester.ms', { value: history.avgMs })}</Stat.ValueText>
          <Stat.HelpText data-testid="history-total">{t('detail.history.total', { count: history.total })}</Stat.HelpText>
        </Stat.Root>
      </Flex>
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {t('detail.history.trend')}
      </Text>
      {charted.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {t('detail.history.noTrend')}
        </Text>
      ) : (
        <Suspense fallback={<Skeleton w="full" maxW="600px" h="200px" />}>
          <TrendChart calls={charted} mine={mine} p50={stats.platform.p50Ms} p95={stats.platform.p95Ms} />
        </Suspense>
      )}
      {history.items.length === 0 ? (
        <Text color="fg.muted" mt="4">
          {t('detail.history.empty')}
        </Text>
      ) : (
        <>
          <DataTable
            testId="history-table"
            head={
              <>
                <Th>{t('detail.history.responseTime')}</Th>
                <Th>{t('detail.history.requestIp')}</Th>
                <Th>{t('detail.history.requestResult')}</Th>
                <Th>{t('detail.history.requestTime')}</Th>
              </>
            }
          >
            {rows.map((r, i) => (
              <Tr key={`${r.requestedAt}-${i}`} data-testid="history-row">
                <Td whiteSpace="nowrap">{t('detail.tester.ms', { value: r.responseTimeMs })}</Td>
                <Td fontFamily="mono" fontSize="xs">
                  {r.requestIp}
                </Td>
                <Td>
                  <Badge colorPalette={r.success ? 'green' : 'red'}>
                    {r.success ? t('detail.history.success') : t('detail.history.failure')} {r.status}
                  </Badge>
                </Td>
                <Td whiteSpace="nowrap">{dayjs(r.requestedAt).format('YYYY-MM-DD HH:mm:ss')}</Td>
              </Tr>
            ))}
          </DataTable>
          {history.items.length > SHOWN && (
            <Button size="xs" variant="ghost" mt="2" onClick={() => setAll((a) => !a)}>
              {all ? t('detail.history.showLess') : t('detail.history.showMore')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
