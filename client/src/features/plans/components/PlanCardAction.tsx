import { Badge, Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { toaster } from '../../../app/toaster';
import type { PlanItemFragment, SubscriptionItemFragment } from '../../../gql/graphql';
import { readableServerMessage } from '../../../app/server-message';
import { useSwitchPlan } from '../hooks/usePlans';
import { localized } from '../../../i18n/localized';

interface Props {
  plan: PlanItemFragment;
  /** The caller's live subscription to this API, if any. */
  current: SubscriptionItemFragment | undefined;
  signedIn: boolean;
  onSubscribe: (plan: PlanItemFragment) => void;
}

const tall = { base: '11', md: '8' } as const;

/**
 * What a plan card offers the caller: subscribe (or request), switch to it from their current plan
 * (a plan that needs approval is requested; the current plan goes on meanwhile), or withdraw a request.
 */
export function PlanCardAction({ plan: p, current, signedIn, onSubscribe }: Props) {
  const { t, i18n } = useTranslation();
  const [switchPlan, { loading }] = useSwitchPlan();
  const name = localized(i18n.language, p.name, p.nameEn);

  const move = async (planId: number, done: string) => {
    if (!current) return;
    try {
      await switchPlan({ variables: { id: current.id, planId } });
      toaster.create({ type: 'success', title: done });
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.switchFailed'), description: readableServerMessage(e) });
    }
  };

  if (current?.planId === p.id) {
    return (
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={current.status === 'active' ? 'blue' : 'orange'}>
          {t(current.status === 'pending' ? 'plans.pending' : 'plans.subscribed')}
        </Badge>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/dashboard/subscriptions">{t('plans.usageLink')}</RouterLink>
        </Button>
      </Flex>
    );
  }
  if (current?.requestedPlanId === p.id) {
    return (
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette="orange">{t('plans.requestedHere')}</Badge>
        <Button size="sm" variant="outline" minH={tall} loading={loading} onClick={() => void move(current.planId, t('plans.withdrawn'))}>
          {t('plans.withdraw')}
        </Button>
      </Flex>
    );
  }
  if (current) {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="blue"
        minH={tall}
        disabled={current.status !== 'active'}
        loading={loading}
        aria-label={t(p.needsApproval ? 'plans.requestSwitchTo' : 'plans.switchTo', { name })}
        onClick={() => void move(p.id, t(p.needsApproval ? 'plans.switchRequested' : 'plans.switched'))}
      >
        {t(p.needsApproval ? 'plans.requestSwitch' : 'plans.switch')}
      </Button>
    );
  }
  if (signedIn) {
    return (
      <Button size="sm" colorPalette="blue" minH={tall} aria-label={t('plans.subscribeTo', { name })} onClick={() => onSubscribe(p)}>
        {t(p.needsApproval ? 'plans.request' : 'plans.subscribe')}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline" minH={tall}>
      <RouterLink to="/login">{t('plans.signIn')}</RouterLink>
    </Button>
  );
}
