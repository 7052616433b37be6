import { Alert, Button, Flex, Skeleton, Stat, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodToggle } from '../../../shared/components/PeriodToggle';
import type { ApiCallHistoryQuery as HistoryData, StatsPeriod } from '../../../gql/graphql';
import { TREND_PERIODS, trendData } from '../lib/trend-data';
import { HistoryTable, withMockCalls } from './HistoryTable';
import { Section } from './Section';
import { VersionCalls } from './VersionCalls';
import '../i18n';

// nivo is the heaviest piece of the page: it loads after the rest is on screen.
const TrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })));

interface Props {
  data: HistoryData | undefined;
  loading: boolean;
  error: boolean;
  period: StatsPeriod;
  onPeriod(period: StatsPeriod): void;
  onRetry(): void;
  /** The version on screen when the API has several (its calls only above; every version's in the breakdown). */
  version?: string | null;
}

/** Call history: the list, the average response time and the trend chart over a chosen window. */
export function CallHistory({ data, loading, error, period, onPeriod, onRetry, version = null }: Props) {
  const { t } = useTranslation();
  const periods = <PeriodToggle periods={TREND_PERIODS} value={period} onChange={onPeriod} />;
  if (!data) {
    return (
      <Section title={t('detail.history.title')} testId="call-history">
        {loading ? (
          <>
            <Skeleton h="16" mb="3" />
            <Skeleton h="200px" />
          </>
        ) : (
          // Said aloud when it appears (Chakra's Alert has no role): a failure is an alert, "unavailable" a status.
          <Alert.Root status="error" role={error ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>
              {error ? t('detail.history.loadError') : t('detail.history.unavailable')}
            </Alert.Title>
            <Button size="xs" ml="auto" onClick={onRetry}>
              {t('detail.retry')}
            </Button>
          </Alert.Root>
        )}
      </Section>
    );
  }
  const history = data.apiCallHistory;
  const trend = trendData(data);
  return (
    <Section title={t('detail.history.title')} testId="call-history" actions={periods}>
      <Stat.Root mb="4">
        <Stat.Label>{t('detail.history.average')}</Stat.Label>
        <Stat.ValueText data-testid="avg-time">
          {t('detail.tester.ms', { value: history.avgMs })}
        </Stat.ValueText>
        <Stat.HelpText as="dd" data-testid="history-total">
          {t('detail.history.total', { count: history.total })}
        </Stat.HelpText>
      </Stat.Root>
      <VersionCalls versions={data.apiCallStats.versions} current={version} />
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {t('detail.history.trend')}
      </Text>
      {trend.calls.length === 0 && trend.mine.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" mb="4" data-testid="no-trend">
          {t('detail.history.noTrend')}
        </Text>
      ) : (
        <Suspense fallback={<Skeleton w="full" maxW="600px" h="200px" mb="4" />}>
          <TrendChart trend={trend} />
        </Suspense>
      )}
      {history.items.length + history.mockCalls.length === 0 ? (
        <Flex>
          <Text color="fg.muted">{t('detail.history.empty')}</Text>
        </Flex>
      ) : (
        <HistoryTable items={withMockCalls(history.items, history.mockCalls)} />
      )}
    </Section>
  );
}
