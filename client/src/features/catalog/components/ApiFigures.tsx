import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiCardData } from './api-format';

function Figure({ label, hint, value, testId }: { label: string; hint: string; value: string; testId: string }) {
  return (
    <Stack gap="0" minW="0" title={hint}>
      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The 7-day figures a card shows: calls, median latency, success share. Before any call there is no
 * latency or success share to show — it says so (暂无调用 / No calls yet), never 0.0 % (#34.10).
 */
export function ApiFigures({ weekly }: { weekly: ApiCardData['weekly'] }) {
  const { t, i18n } = useTranslation();
  const nf = new Intl.NumberFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN');
  const none = t('card.noCalls');
  const ms = weekly.medianMs;
  if (weekly.calls === 0 || weekly.successRate === null) {
    return (
      <HStack gap="4" justify="space-between" data-testid="api-figures">
        <Figure label={t('card.calls7d')} hint={t('card.calls7dHint')} value="0" testId="calls-7d" />
        <Text fontSize="sm" color="fg.muted" data-testid="no-calls" textAlign="end">
          {t('card.noCallsYet')}
        </Text>
      </HStack>
    );
  }
  return (
    <HStack gap="4" justify="space-between" data-testid="api-figures">
      <Figure label={t('card.calls7d')} hint={t('card.calls7dHint')} value={nf.format(weekly.calls)} testId="calls-7d" />
      <Figure
        label={t('card.median')}
        hint={t('card.medianHint')}
        value={ms === null ? none : `${ms < 10 ? ms.toFixed(1) : nf.format(Math.round(ms))} ms`}
        testId="median-ms"
      />
      <Figure
        label={t('card.availability')}
        hint={t('card.availabilityHint')}
        value={weekly.successRate === null ? none : `${(weekly.successRate * 100).toFixed(1)}%`}
        testId="success-rate"
      />
    </HStack>
  );
}
