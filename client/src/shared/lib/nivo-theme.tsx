import { Box, Text } from '@chakra-ui/react';
import type { LineSeries, PointTooltipProps } from '@nivo/line';

/** Nivo writes SVG attributes, where CSS variables are unreliable: concrete colours per colour mode. */
export interface ChartColors {
  text: string;
  grid: string;
}

export const CHART_COLORS: Record<'light' | 'dark', ChartColors> = {
  light: { text: '#52525b', grid: '#e4e4e7' },
  dark: { text: '#a1a1aa', grid: '#3f3f46' },
};

export function nivoTheme(c: ChartColors) {
  return {
    text: { fill: c.text, fontSize: 11 },
    axis: { ticks: { text: { fill: c.text } }, domain: { line: { stroke: c.grid } } },
    grid: { line: { stroke: c.grid, strokeDasharray: '3 3' } },
    crosshair: { line: { stroke: c.text } },
  };
}

/** A point's series, time and value with its unit, in the app's panel style. */
export function pointTooltip(unit: string) {
  return function PointTooltip({ point }: PointTooltipProps<LineSeries>) {
    return (
      <Box
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        px="2"
        py="1"
        fontSize="xs"
        boxShadow="md"
        whiteSpace="nowrap"
        data-testid="chart-tooltip"
      >
        {/* Two short lines: the series and its value, then when. */}
        <Text fontWeight="semibold" color={point.seriesColor}>
          {String(point.seriesId)} · {point.data.yFormatted}
          {unit}
        </Text>
        <Text color="fg.muted" fontVariantNumeric="tabular-nums">
          {point.data.xFormatted}
        </Text>
      </Box>
    );
  };
}
