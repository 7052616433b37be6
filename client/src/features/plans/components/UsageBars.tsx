import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MyUsageQuery as UsageData } from '../../../gql/graphql';

type Day = UsageData['myUsage'][number];
const DAYS = 30;
const DAY_MS = 86_400_000;

/** The last 30 days (UTC+8) as one bar per day: counted calls, refused calls stacked on top. */
export function UsageBars({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const byDay = new Map(days.map((d) => [d.day, d]));
  const today = Date.now() + 8 * 3600_000;
  const series = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    const d = byDay.get(day);
    const refused = d ? d.refusedDaily + d.refusedMonthly + d.refusedRate + d.refusedSuspended : 0;
    return { day, billable: d?.billable ?? 0, refused };
  });
  const max = Math.max(1, ...series.map((s) => s.billable + s.refused));
  return (
    <Flex role="list" aria-label={t('plans.usage.chart')} align="end" gap="1px" h="24" borderBottomWidth="1px" data-testid="usage-chart">
      {series.map((s) => {
        const label = t('plans.usage.chartLabel', s);
        return (
          <Flex key={s.day} role="listitem" aria-label={label} title={label} direction="column" justify="end" flex="1" h="full">
            <Box bg="red.solid" h={`${(s.refused / max) * 100}%`} />
            <Box bg="blue.solid" h={`${(s.billable / max) * 100}%`} minH={s.billable ? '1px' : 0} />
          </Flex>
        );
      })}
      <Text srOnly>{t('plans.usage.chart')}</Text>
    </Flex>
  );
}
