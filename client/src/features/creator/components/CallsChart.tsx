import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../app/color-mode';
import { CHART_COLORS, nivoTheme, pointTooltip } from '../../../shared/lib/nivo-theme';
import { timeFormat, yGrid } from '../../../shared/lib/chart-scale';

type Series = { id: string; data: { x: Date; y: number }[] };
const LINES = { light: ['#2563eb', '#dc2626'], dark: ['#60a5fa', '#f87171'] };
const Tooltip = pointTooltip('');

/** Calls and failed calls per bucket of the period (the gateway's zero-filled series). */
export function CallsChart({ series }: { series: Array<{ at: string; calls: number; failed: number }> }) {
  const { t } = useTranslation();
  const [dark] = useDarkMode();
  const data = useMemo<Series[]>(
    () => [
      {
        id: t('creator.analytics.series.calls'),
        data: series.map((p) => ({ x: dayjs(p.at).toDate(), y: p.calls })),
      },
      {
        id: t('creator.analytics.series.failed'),
        data: series.map((p) => ({ x: dayjs(p.at).toDate(), y: p.failed })),
      },
    ],
    [series, t],
  );
  const grid = yGrid(Math.max(0, ...series.map((p) => p.calls)));
  const from = series[0] ? dayjs(series[0].at).valueOf() : 0;
  const to = series.at(-1) ? dayjs(series.at(-1)!.at).valueOf() : 0;
  return (
    <Box w="full" h="220px" role="img" aria-label={t('creator.analytics.chart')} data-testid="calls-chart">
      <ResponsiveLine<Series>
        role="img"
        ariaLabel={t('creator.analytics.chart')}
        data={data}
        theme={nivoTheme(CHART_COLORS[dark ? 'dark' : 'light'])}
        margin={{ top: 12, right: 16, bottom: 28, left: 40 }}
        xScale={{ type: 'time', precision: 'second', useUTC: false }}
        xFormat="time:%Y-%m-%d %H:%M"
        yScale={{ type: 'linear', min: 0, max: grid.top }}
        gridYValues={grid.ticks}
        enableGridX={false}
        axisLeft={{ tickValues: grid.ticks, tickSize: 0, tickPadding: 6 }}
        axisBottom={{ format: timeFormat(to - from), tickValues: 4, tickSize: 0, tickPadding: 6 }}
        colors={LINES[dark ? 'dark' : 'light']}
        pointSize={0}
        enableArea
        areaOpacity={0.08}
        useMesh
        tooltip={Tooltip}
        animate={false}
      />
    </Box>
  );
}
