import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemMetricsSubscription as Sample } from '../../../gql/graphql';
import { LiveMetrics } from './LiveMetrics';
import { MetricsHistory } from './MetricsHistory';
import { StatCards } from './StatCards';
import '../i18n';

/** The monitor centre: platform figures, the live host sample and its history. */
export function MonitorCentre() {
  const { t } = useTranslation();
  const [live, setLive] = useState<Sample['systemMetrics']>();
  return (
    <Stack gap="5">
      <StatCards />
      <Stack gap="2">
        <Heading size="sm">{t('watch.live')}</Heading>
        <LiveMetrics onSample={setLive} />
      </Stack>
      <MetricsHistory live={live} />
    </Stack>
  );
}
