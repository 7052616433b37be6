import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuGauge } from 'react-icons/lu';
import '../i18n';
import type { SubscriptionItemFragment } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useEndSubscription, useMySubscriptions, useMyUsage } from '../hooks/usePlans';
import { SubscriptionCard } from './SubscriptionCard';

/** The caller's usage page: per subscription today / this month, what is left, a per-day chart, refusals by reason. */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const subs = useMySubscriptions();
  const usage = useMyUsage();
  const { end, loading: leaving } = useEndSubscription();
  const [toEnd, setToEnd] = useState<SubscriptionItemFragment | null>(null);
  const live = (subs.data?.mySubscriptions ?? []).filter((s) => s.status !== 'ended');

  const onEnd = async () => {
    if (toEnd) await end(toEnd.id);
    setToEnd(null);
  };

  return (
    <Stack gap="4" py="4" maxW="5xl">
      <Text color="fg.muted" fontSize="sm">
        {t('plans.usage.intro')}
      </Text>
      {subs.error && !subs.data ? (
        <BlockError title={t('plans.usage.loadFailed')} onRetry={() => void subs.refetch()} />
      ) : subs.loading && !subs.data ? (
        <BlockSkeleton lines={3} h="24" />
      ) : live.length === 0 ? (
        <EmptyBlock testId="usage-empty" icon={<LuGauge />} text={t('plans.usage.empty')} />
      ) : (
        live.map((s) => (
          <SubscriptionCard
            key={s.id}
            sub={s}
            days={(usage.data?.myUsage ?? []).filter((d) => d.subscriptionId === s.id)}
            onEnd={() => setToEnd(s)}
          />
        ))
      )}
      <ConfirmDialog
        open={!!toEnd}
        title={t('plans.usage.confirmTitle')}
        confirmLabel={t('plans.usage.unsubscribe')}
        danger
        busy={leaving}
        onClose={() => setToEnd(null)}
        onConfirm={() => void onEnd()}
      >
        {t('plans.usage.confirmBody', { name: toEnd ? localized(i18n.language, toEnd.apiName, toEnd.apiNameEn) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
