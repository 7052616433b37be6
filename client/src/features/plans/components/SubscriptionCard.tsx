import { Badge, Box, Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { MyUsageQuery as UsageData, SubscriptionItemFragment } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { UsageBars } from './UsageBars';

type Day = UsageData['myUsage'][number];
const STATUS_PALETTE: Record<string, string> = { active: 'green', pending: 'orange', suspended: 'red', ended: 'gray' };

/** One subscription on the usage page: its plan and state, today and this month against the limits, a chart and refusals by reason. */
export function SubscriptionCard({ sub, days, onEnd }: { sub: SubscriptionItemFragment; days: Day[]; onEnd(): void }) {
  const { t, i18n } = useTranslation();
  const apiName = localized(i18n.language, sub.apiName, sub.apiNameEn);
  const limit = (n: number | null | undefined) => (n === null || n === undefined ? t('plans.unlimited') : String(n));
  const refusals = days.reduce(
    (a, d) => ({
      daily: a.daily + d.refusedDaily,
      monthly: a.monthly + d.refusedMonthly,
      rate: a.rate + d.refusedRate,
      suspended: a.suspended + d.refusedSuspended,
    }),
    { daily: 0, monthly: 0, rate: 0, suspended: 0 },
  );
  const refusedTotal = refusals.daily + refusals.monthly + refusals.rate + refusals.suspended;
  const figures: Array<[string, string, string]> = [
    ['today', `${sub.usedToday} / ${limit(sub.dailyLimit)}`, 'usage-today'],
    ['left', `${limit(sub.leftToday)} · ${limit(sub.leftThisMonth)}`, 'usage-left'],
    ['month', `${sub.usedThisMonth} / ${limit(sub.monthlyLimit)}`, 'usage-month'],
    ['refused', String(refusedTotal), 'usage-refused'],
  ];
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="subscription" aria-label={apiName}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h3" size="sm">
            {apiName}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('plans.usage.plan')}: {localized(i18n.language, sub.planName, sub.planNameEn)} · {t('plans.usage.key')}: {sub.keyPrefix}…
          </Text>
          <Badge colorPalette={STATUS_PALETTE[sub.status] ?? 'gray'}>{t(`plans.usage.statusLabel.${sub.status}`)}</Badge>
          {sub.requestedPlanId !== null && (
            <Badge colorPalette="orange" data-testid="switch-requested">
              {t('plans.usage.requested', { name: localized(i18n.language, sub.requestedPlanName ?? '', sub.requestedPlanNameEn) })}
            </Badge>
          )}
        </Flex>
        {sub.status === 'suspended' ? (
          // The gateway refuses to end a suspended subscription (409): said here instead of a button that fails.
          <Text fontSize="sm" color="fg.muted" data-testid="suspended-no-end">
            {t('plans.usage.suspendedNoEnd')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            minH={{ base: '11', md: '8' }}
            aria-label={t('plans.usage.unsubscribeLabel', { name: apiName })}
            onClick={onEnd}
          >
            {t('plans.usage.unsubscribe')}
          </Button>
        )}
      </Flex>
      {sub.suspendReason && (
        <Text color="fg.error" fontSize="sm" mb="2">
          {sub.suspendReason}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="3">
        {figures.map(([key, value, testId]) => (
          <Box key={key}>
            <Text fontSize="xs" color="fg.muted">
              {t(`plans.usage.${key}`)}
            </Text>
            <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Heading as="h4" size="xs" mb="2">
        {t('plans.usage.chart')}
      </Heading>
      <UsageBars days={days} />
      <Heading as="h4" size="xs" mt="3" mb="1">
        {t('plans.usage.reasons')}
      </Heading>
      {refusedTotal === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('plans.usage.noRefusals')}
        </Text>
      ) : (
        <Flex gap="3" wrap="wrap" fontSize="sm" data-testid="usage-reasons">
          {(['daily', 'monthly', 'rate', 'suspended'] as const)
            .filter((r) => refusals[r] > 0)
            .map((r) => (
              <Text key={r}>
                {t(`plans.usage.reason${r[0]!.toUpperCase()}${r.slice(1)}`)}: {refusals[r]}
              </Text>
            ))}
        </Flex>
      )}
    </Box>
  );
}
