import { Box, Button, Card, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodToggle } from '../../../shared/components/PeriodToggle';
import type { MetricsPeriod, SystemMetricsSubscription as Sample } from '../../../gql/graphql';
import { useMetricsHistory } from '../hooks/useMonitor';
import type { MetricPoint } from './HistoryChart';
import '../i18n';

const HistoryChart = lazy(() => import('./HistoryChart').then((m) => ({ default: m.HistoryChart })));

const PERIODS: MetricsPeriod[] = ['REALTIME', 'HOUR', 'DAY', 'WEEK'];
const REALTIME_POINTS = 60;

/** Period selector 实时 / 1小时 / 24小时 / 7天 and the chart of the stored history; 实时 grows with each tick. */
export function MetricsHistory({ live }: { live: Sample['systemMetrics'] | undefined }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MetricsPeriod>('REALTIME');
  const { data, loading, error, refetch } = useMetricsHistory(period);
  const [ticks, setTicks] = useState<MetricPoint[]>([]);
  useEffect(() => setTicks([]), [period, data]);
  useEffect(() => {
    if (period !== 'REALTIME' || !live) return;
    // Only the newest REALTIME_POINTS are ever drawn: the page may stay open for days.
    setTicks((prev) =>
      [
        ...prev,
        { at: new Date(live.timestamp), cpu: live.cpu.usage ?? null, memory: live.memory.usage },
      ].slice(-REALTIME_POINTS),
    );
  }, [live, period]);

  const points = useMemo<MetricPoint[]>(() => {
    const stored = (data?.systemMetricsHistory.points ?? []).map((p) => ({
      at: new Date(p.timestamp),
      cpu: p.cpuUsage ?? null,
      memory: p.memoryUsage,
    }));
    const last = stored.at(-1)?.at.getTime() ?? 0;
    const merged = [...stored, ...ticks.filter((p) => p.at.getTime() > last)];
    return period === 'REALTIME' ? merged.slice(-REALTIME_POINTS) : merged;
  }, [data, ticks, period]);

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading size="sm">{t('watch.history')}</Heading>
          <PeriodToggle
            periods={PERIODS}
            value={period}
            onChange={setPeriod}
            colorPalette="blue"
            testIdPrefix="period"
          />
        </Flex>
        {error ? (
          <Flex gap="3" align="center">
            <Text color="fg.error">{t('watch.historyError')}</Text>
            <Button size="xs" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </Flex>
        ) : loading && !data ? (
          <Skeleton h="260px" />
        ) : points.length === 0 ? (
          <Box h="260px" display="flex" alignItems="center" justifyContent="center">
            <Text color="fg.muted">{t('watch.historyEmpty')}</Text>
          </Box>
        ) : (
          <Suspense fallback={<Skeleton h="260px" />}>
            <HistoryChart points={points} withDate={period === 'DAY' || period === 'WEEK'} />
          </Suspense>
        )}
        <Text fontSize="xs" color="fg.muted" data-testid="history-count">
          {t('watch.points', { count: points.length })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
