import { Box, HStack } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../app/color-mode';
import { CHART_COLORS, nivoTheme, pointTooltip } from '../../../shared/lib/nivo-theme';
import { timeFormat, yGrid } from '../../../shared/lib/chart-scale';
import type { TrendData, TrendPoint } from '../lib/trend-data';
import '../i18n';

type Series = { id: string; data: { x: Date; y: number }[] };

const PALETTE = {
  light: { ...CHART_COLORS.light, lines: ['#2563eb', '#9333ea'], p50: '#16a34a', p95: '#ea580c' },
  dark: { ...CHART_COLORS.dark, lines: ['#60a5fa', '#c084fc'], p50: '#4ade80', p95: '#fb923c' },
};

const Tooltip = pointTooltip(' ms');

/**
 * Response-time trend (nivo, 600×200 proportions filling its card, 4 grid intervals, tooltip): every recent call, this caller's own
 * calls per minute, and the platform's p50 / p95 for this API as reference lines.
 */
export function TrendChart({ trend }: { trend: TrendData }) {
  const { calls, mine, p50, p95 } = trend;
  const { t } = useTranslation();
  const [dark] = useDarkMode();
  const c = PALETTE[dark ? 'dark' : 'light'];
  const data = useMemo<Series[]>(() => {
    const toData = (pts: TrendPoint[]) => pts.map((p) => ({ x: dayjs(p.at).toDate(), y: p.ms }));
    const all: Series = { id: t('detail.history.responseTime'), data: toData(calls) };
    return mine.length > 0 ? [all, { id: t('detail.history.mine'), data: toData(mine) }] : [all];
  }, [calls, mine, t]);
  const max = Math.max(0, ...calls.map((c) => c.ms), ...mine.map((c) => c.ms), p95 ?? 0, p50 ?? 0);
  const grid = yGrid(max * 1.1);
  // Equal percentiles (few or uniform calls) share one line and one label.
  const same = p50 !== null && p50 === p95;
  const markers = [
    ...(p50 !== null
      ? [
          {
            label: same ? `${t('detail.history.p50')} / P95` : t('detail.history.p50'),
            value: p50,
            color: c.p50,
          },
        ]
      : []),
    ...(p95 !== null && !same ? [{ label: t('detail.history.p95'), value: p95, color: c.p95 }] : []),
  ].map((m, i) => ({
    axis: 'y' as const,
    value: m.value,
    legend: `${m.label} ${m.value} ms`,
    // P50 below its line, P95 above its own: close percentiles do not print over each other.
    legendPosition: i === 0 && !same && p95 !== null ? ('bottom-right' as const) : ('top-right' as const),
    lineStyle: { stroke: m.color, strokeWidth: 1, strokeDasharray: '6 4' },
    textStyle: { fill: m.color, fontSize: 10 },
  }));
  const legend = [
    ...data.map((d, i) => ({ label: d.id, color: c.lines[i] ?? c.lines[0], dashed: false })),
    ...(p50 !== null
      ? [
          {
            label: same ? `${t('detail.history.p50')} / P95` : t('detail.history.p50'),
            color: c.p50,
            dashed: true,
          },
        ]
      : []),
    ...(p95 !== null && !same ? [{ label: t('detail.history.p95'), color: c.p95, dashed: true }] : []),
  ];
  return (
    <Box mb="4">
      <HStack gap="4" wrap="wrap" fontSize="xs" color="fg.muted" mb="1">
        {legend.map((l) => (
          <HStack key={l.label} gap="1.5">
            <Box
              w="4"
              borderTopWidth="2px"
              borderStyle={l.dashed ? 'dashed' : 'solid'}
              style={{ borderColor: l.color }}
            />
            <span>{l.label}</span>
          </HStack>
        ))}
      </HStack>
      {/* SPEC's 600×200 proportions, filling the card's width. */}
      <Box
        w="full"
        aspectRatio={3}
        minH="160px"
        data-testid="trend-chart"
        role="img"
        aria-label={t('detail.history.trend')}
      >
        <ResponsiveLine<Series>
          // The chart names itself (an svg with role img needs a name).
          role="img"
          ariaLabel={t('detail.history.trend')}
          data={data}
          theme={nivoTheme(c)}
          margin={{ top: 12, right: 16, bottom: 28, left: 44 }}
          xScale={{
            type: 'time',
            precision: 'second',
            useUTC: false,
            min: new Date(trend.from),
            max: new Date(trend.to),
          }}
          xFormat="time:%Y-%m-%d %H:%M:%S"
          yScale={{ type: 'linear', min: 0, max: grid.top }}
          gridYValues={grid.ticks}
          enableGridX={false}
          axisLeft={{ tickValues: grid.ticks, tickSize: 0, tickPadding: 6 }}
          axisBottom={{
            format: timeFormat(trend.to - trend.from),
            tickValues: 4,
            tickSize: 0,
            tickPadding: 6,
          }}
          colors={c.lines}
          pointSize={6}
          pointBorderWidth={1}
          pointBorderColor={{ from: 'serieColor' }}
          useMesh
          tooltip={Tooltip}
          markers={markers}
          animate={false}
        />
      </Box>
    </Box>
  );
}
