import { useQuery } from '@apollo/client/react';
import { PlatformStatisticsQuery } from '../../monitor';

/** The platform's figures shown on the about page (the monitor's document). */
export const usePlatformStatistics = () => useQuery(PlatformStatisticsQuery);
