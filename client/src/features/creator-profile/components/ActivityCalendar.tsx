import { Box, Card, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { ResponsiveTimeRange, type CalendarTooltipProps } from '@nivo/calendar';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../app/color-mode';
import type { CreatorProfileQuery } from '../../../gql/graphql';
import { CHART_COLORS, nivoTheme } from '../../../shared/lib/nivo-theme';
import { LEVEL_COLORS, localDay, nextDay } from '../lib/calendar';

type Calendar = CreatorProfileQuery['creator']['activityCalendar'];
type Day = Calendar['days'][number];

function DayTooltip({ day, byDay }: { day: string; byDay: Map<string, Day> }) {
  const { t } = useTranslation();
  const d = byDay.get(day);
  return (
    <Box bg="bg.panel" color="fg" borderWidth="1px" borderRadius="md" px="2" py="1" fontSize="xs" boxShadow="md">
      <Text fontWeight="semibold">
        {day} · {d ? t('creatorProfile.dayCount', { count: d.count }) : t('creatorProfile.dayNone')}
      </Text>
      {d && <Text color="fg.muted">{t('creatorProfile.kinds', d)}</Text>}
    </Box>
  );
}

/** The last 365 days as a grid of days coloured by SPEC §9 level (none, 1–2, 3–4, more), from real activity. */
export function ActivityCalendar({ calendar }: { calendar: Calendar }) {
  const { t, i18n } = useTranslation();
  const [dark] = useDarkMode();
  const palette = LEVEL_COLORS[dark ? 'dark' : 'light'];
  const byDay = useMemo(() => new Map(calendar.days.map((d) => [d.day, d])), [calendar.days]);
  // The level is what is coloured (1, 2, 3 on a three-colour scale); the tooltip tells the counts.
  const data = useMemo(() => calendar.days.map((d) => ({ day: d.day, value: d.level })), [calendar.days]);
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh-CN';
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2026, 10, 22 + i)),
  );
  const Tooltip = ({ day }: CalendarTooltipProps) => <DayTooltip day={day} byDay={byDay} />;
  // On a narrow screen the grid scrolls sideways; it opens on the latest weeks, as people read it.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);
  return (
    <Card.Root variant="outline" data-testid="activity-calendar">
      <Card.Body gap="3">
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t('creatorProfile.activity')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="activity-total">
            {t('creatorProfile.activityTotal', { count: calendar.total })}
          </Text>
        </Flex>
        {/* Focusable so a keyboard can scroll it sideways on a narrow screen (axe: scrollable-region-focusable). */}
        <Box overflowX="auto" pb="1" ref={scroller} tabIndex={0} data-testid="activity-scroller">
          <Box
            minW="720px"
            h={{ base: '120px', md: '150px' }}
            role="img"
            aria-label={`${t('creatorProfile.activity')}: ${t('creatorProfile.activityTotal', { count: calendar.total })}`}
            data-testid="activity-grid"
          >
            <ResponsiveTimeRange
              data={data}
              from={localDay(calendar.from)}
              to={nextDay(calendar.to)}
              minValue={1}
              maxValue={3}
              colors={[...palette.levels]}
              emptyColor={palette.empty}
              dayBorderWidth={0}
              daySpacing={3}
              dayRadius={2}
              firstWeekday="monday"
              weekdays={weekdays}
              weekdayTicks={[0, 2, 4]}
              weekdayLegendOffset={40}
              monthLegend={(_y, _m, date) => month.format(date)}
              monthLegendOffset={8}
              margin={{ top: 22, right: 4, bottom: 4, left: 4 }}
              theme={nivoTheme(CHART_COLORS[dark ? 'dark' : 'light'])}
              tooltip={Tooltip}
              // The box around names the picture; the chart's own svg is part of it, not a second image.
              role="presentation"
            />
          </Box>
        </Box>
        <Flex justify="space-between" align="center" wrap="wrap" gap="2" fontSize="xs" color="fg.muted">
          <Text>{calendar.total ? t('creatorProfile.activityHint') : t('creatorProfile.activityEmpty')}</Text>
          <HStack gap="1" role="list" aria-label={t('creatorProfile.activity')}>
            <Text me="1">{t('creatorProfile.less')}</Text>
            {[palette.empty, ...palette.levels].map((c, i) => (
              <Box
                key={c}
                role="listitem"
                aria-label={t(`creatorProfile.level.${i}`)}
                title={t(`creatorProfile.level.${i}`)}
                boxSize="3"
                borderRadius="2px"
                bg={c}
              />
            ))}
            <Text ms="1">{t('creatorProfile.more')}</Text>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
