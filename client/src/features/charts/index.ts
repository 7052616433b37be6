// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { CHART_COLORS, nivoTheme, pointTooltip } from './nivo-theme';
export { type ChartPeriod, PeriodToggle } from './PeriodToggle';
