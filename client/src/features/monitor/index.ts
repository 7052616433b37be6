// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
import './i18n';
export { PlatformStatisticsQuery } from './graphql/monitor';
