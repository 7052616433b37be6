import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLayers, LuPencil, LuSlidersHorizontal } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import '../i18n';
import { FigureGrid } from './FigureGrid';
import { PeriodToggle, type ChartPeriod } from '../../../shared/components/PeriodToggle';
import { useConsoleTitle } from '../../console';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiAnalytics } from '../hooks/useCreatorReads';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { CallsChart } from './CallsChart';
import { CreatorPlans } from '../../plans';
import { PublishConfigDialog } from './PublishConfigDialog';
import { ReleasePanel } from './ReleasePanel';
import { StatusTag } from './StatusTag';
import { TopCallers } from './TopCallers';
import { localized } from '../../../i18n/localized';

const PERIODS = ['REALTIME', 'HOUR', 'DAY', 'WEEK'] as const;
/** 实时 refreshes every 10 s (its buckets are 10 s wide); the longer periods on demand. */
const REALTIME_POLL_MS = 10_000;

const ms = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${v.toLocaleString()} ms`;

/** One own API's figures (desktop `apis/:id`, mobile `details/:id`), all from the gateway's recorded calls. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const link = useConsoleLink();
  const apiId = Number(useParams().id);
  const [period, setPeriod] = useState<ChartPeriod>('HOUR');
  const [publishing, setPublishing] = useState(false);
  const { data, error, refetch } = useApiAnalytics(apiId, period, period === 'REALTIME' ? REALTIME_POLL_MS : 0);
  // In the page's language, as My APIs lists it (the tab of an English page read 二维码生成).
  const name = data ? localized(i18n.language, data.myApi.name, data.myApi.nameEn) : undefined;
  useConsoleTitle(name);
  if (error && !data)
    return <BlockError title={t('creator.analytics.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={8} h="10" />;
  const api = { ...data.myApi, name: localized(i18n.language, data.myApi.name, data.myApi.nameEn) };
  const s = data.apiCallStats.platform;
  const failed = s.calls - s.successCalls;
  const figures = [
    ['calls', s.calls.toLocaleString()],
    ['failureShare', s.calls ? `${((failed / s.calls) * 100).toFixed(1)}%` : '—'],
    ['p50', ms(s.p50Ms)],
    ['p95', ms(s.p95Ms)],
  ] as const;
  return (
    <Stack gap="5" py="4" data-testid="api-analytics">
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="md" data-testid="analytics-name">
              {api.name}
            </Heading>
            <StatusTag status={api.status} pendingReview={api.pendingReview} awaitingRelease={api.awaitingRelease} />
          </Flex>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
            <Badge variant="outline" mr="2">
              {api.requestMethod}
            </Badge>
            {api.address}
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline" minH={{ base: '11', md: '8' }}>
            <RouterLink to={link('apiEdit', { id: api.id })}>
              <LuPencil /> {t('creator.analytics.edit')}
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" minH={{ base: '11', md: '8' }}>
            <RouterLink to={link('apiPlans', { id: api.id })} data-testid="plans-link">
              <LuLayers /> {t('plans.editor.managePlans')}
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            minH={{ base: '11', md: '8' }}
            onClick={() => setPublishing(true)}
          >
            <LuSlidersHorizontal /> {t('creator.analytics.publishConfig')}
          </Button>
        </Flex>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('creator.analytics.period')}
        </Text>
        <PeriodToggle
          periods={PERIODS}
          value={period}
          onChange={setPeriod}
          colorPalette="blue"
          testIdPrefix="period"
        />
      </Flex>
      <FigureGrid
        columns={{ base: 2, md: 4 }}
        testIdPrefix="figure"
        items={figures.map(([key, value]) => ({ key, label: t(`creator.analytics.${key}`), value: value }))}
      />
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
        {s.calls === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="6" textAlign="center">
            {t('creator.analytics.noCalls')}
          </Text>
        ) : (
          <CallsChart series={s.series} />
        )}
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ReleasePanel apiId={api.id} published={api.status === 1} />
        <TopCallers callers={data.apiTopCallers} />
      </SimpleGrid>
      <CreatorPlans apiId={api.id} />
      <Text fontSize="xs" color="fg.muted">
        {t('creator.analytics.notes')}
      </Text>
      <PublishConfigDialog api={publishing ? api : null} onClose={() => setPublishing(false)} />
    </Stack>
  );
}
