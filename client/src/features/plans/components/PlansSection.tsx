import { Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useSession } from '../../../app/session';
import type { PlanItemFragment } from '../../../gql/graphql';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useApiPlans, useMySubscriptions } from '../hooks/usePlans';
import { PlanCardAction } from './PlanCardAction';
import { SubscribeDialog } from './SubscribeDialog';
import { localized } from '../../../i18n/localized';

type Plan = PlanItemFragment;

/** The API's plans side by side (quotas in words), with one-click subscribe for a signed-in caller. */
export function PlansSection({ apiId }: { apiId: number }) {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const plans = useApiPlans(apiId);
  const mine = useMySubscriptions(!token);
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const list = (plans.data?.apiPlans ?? []) as Plan[];
  const current = mine.data?.mySubscriptions.find((s) => s.apiId === apiId && s.status !== 'ended');

  return (
    <Card.Root as="section" size="sm" data-testid="plans" minW="0" aria-labelledby="plans-title">
      <Card.Header>
        <Heading as="h2" size="md" id="plans-title">
          {t('plans.title')}
        </Heading>
      </Card.Header>
      <Card.Body minW="0">
        {plans.error && !plans.data ? (
          <BlockError title={t('plans.loadFailed')} onRetry={() => void plans.refetch()} />
        ) : plans.loading && !plans.data ? (
          <BlockSkeleton lines={2} h="16" />
        ) : list.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('plans.none')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: Math.min(list.length, 3) }} gap="3" role="list">
            {list.map((p) => {
              const mineHere = current?.planId === p.id;
              return (
                <Stack
                  key={p.id}
                  role="listitem"
                  data-testid="plan-card"
                  borderWidth="1px"
                  borderColor={mineHere ? 'blue.solid' : 'border'}
                  borderRadius="md"
                  p="4"
                  gap="2"
                  bg="bg.panel"
                >
                  <Flex align="center" gap="2" wrap="wrap">
                    <Heading as="h3" size="sm">
                      {localized(i18n.language, p.name, p.nameEn)}
                    </Heading>
                    {p.isDefault && <Badge colorPalette="green">{t('plans.default')}</Badge>}
                    {p.needsApproval && <Badge colorPalette="orange">{t('plans.approval')}</Badge>}
                  </Flex>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="plan-quota">
                    {localized(i18n.language, p.quotaText, p.quotaTextEn)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(p.overage === 'allow' ? 'plans.overageAllow' : 'plans.overageRefuse')}
                  </Text>
                  <Box mt="auto" pt="2">
                    <PlanCardAction plan={p} current={current} signedIn={!!token} onSubscribe={setChoosing} />
                  </Box>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </Card.Body>
      <SubscribeDialog apiId={apiId} plan={choosing} onClose={() => setChoosing(null)} />
    </Card.Root>
  );
}
