import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatusApiFragment } from '../../../gql/graphql';
import { dayColor, pct } from './labels';
import '../i18n';

/**
 * One bar per UTC day (like the best status pages): 90 days from 768 px up, the last 30 below it. The
 * row is one image with a summary label; each bar's title says its day on hover.
 */
export function UptimeBars({ days, name, uptime90 }: { days: StatusApiFragment['days']; name: string; uptime90: number | null }) {
  const { t } = useTranslation();
  const title = (d: StatusApiFragment['days'][number]) =>
    d.uptime === null
      ? t('status.dayNoData', { day: d.day })
      : `${t('status.dayTitle', { day: d.day, uptime: pct(d.uptime) })}${d.downMinutes ? t('status.dayDown', { minutes: d.downMinutes }) : ''}`;
  return (
    <Box>
      <Flex
        role="img"
        aria-label={`${t('status.daysLabel', { name, days: 90 })}: ${pct(uptime90) ?? t('status.noData')}`}
        gap="2px"
        h="8"
        align="stretch"
      >
        {days.map((d, i) => (
          <Box
            key={d.day}
            title={title(d)}
            flex="1"
            minW="1px"
            rounded="xs"
            bg={dayColor(d)}
            display={i < days.length - 30 ? { base: 'none', md: 'block' } : 'block'}
            data-testid="status-bar"
            data-uptime={d.uptime ?? ''}
          />
        ))}
      </Flex>
      <Flex justify="space-between" mt="1" fontSize="xs" color="fg.muted">
        <Text hideBelow="md">{t('status.daysAgo', { days: 90 })}</Text>
        <Text hideFrom="md">{t('status.daysAgo', { days: 30 })}</Text>
        <Text>{t('status.today')}</Text>
      </Flex>
    </Box>
  );
}
