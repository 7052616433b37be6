import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../app/color-mode';
import { CHART_COLORS, nivoTheme, pointTooltip } from '../../../shared/lib/nivo-theme';
import '../i18n';

export interface MetricPoint {
  at: Date;
  cpu: number | null;
  memory: number;
}

type Series = { id: string; data: { x: Date; y: number }[] };

const PALETTE = {
  light: { ...CHART_COLORS.light, lines: ['#2563eb', '#16a34a'] },
  dark: { ...CHART_COLORS.dark, lines: ['#60a5fa', '#4ade80'] },
};

const Tooltip = pointTooltip('%');

/** CPU and memory usage (percent) over the chosen period. */
export function HistoryChart({ points, withDate }: { points: MetricPoint[]; withDate: boolean }) {
  const { t } = useTranslation();
  const [dark] = useDarkMode();
  const c = PALETTE[dark ? 'dark' : 'light'];
  const data = useMemo<Series[]>(
    () => [
      {
        id: t('watch.cpu'),
        data: points.flatMap((p) => (p.cpu == null ? [] : [{ x: p.at, y: p.cpu }])),
      },
      { id: t('watch.memory'), data: points.map((p) => ({ x: p.at, y: p.memory })) },
    ],
    [points, t],
  );
  return (
    <Box h="260px" data-testid="history-chart" role="img" aria-label={t('watch.chartLabel')}>
      <ResponsiveLine<Series>
        // The chart names itself (an svg with role img needs a name).
        role="img"
        ariaLabel={t('watch.chartLabel')}
        data={data}
        margin={{ top: 16, right: 32, bottom: 36, left: 40 }}
        xScale={{ type: 'time', precision: 'second' }}
        xFormat={withDate ? 'time:%m-%d %H:%M' : 'time:%H:%M:%S'}
        yScale={{ type: 'linear', min: 0, max: 100 }}
        yFormat=">-.1f"
        axisBottom={{ format: withDate ? '%m-%d %H:%M' : '%H:%M:%S', tickValues: 4 }}
        axisLeft={{ tickValues: 4 }}
        gridYValues={4}
        enableGridX={false}
        colors={c.lines}
        pointSize={points.length > 60 ? 0 : 4}
        useMesh
        tooltip={Tooltip}
        theme={nivoTheme(c)}
        legends={[
          {
            anchor: 'top-right',
            direction: 'row',
            itemWidth: 90,
            itemHeight: 14,
            translateY: -16,
            itemTextColor: c.text,
            symbolSize: 10,
          },
        ]}
      />
    </Box>
  );
}
