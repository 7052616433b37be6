import { SUBSCRIPTION_REASON_MAX } from '@api-market/rules';
import { Badge, Box, Button, Dialog, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { readableServerMessage } from '../../../app/server-message';
import { BlockError } from '../../../shared/components/BlockStates';
import { useAnswerPlanRequest, usePlanRequests } from '../hooks/usePlans';
import { localized } from '../../../i18n/localized';

/**
 * The requests of one API waiting for its creator: pending subscriptions and switches to a plan that
 * needs approval (the subscriber stays on their plan until answered). Approve, or decline with a reason.
 */
export function PlanRequests({ apiId }: { apiId: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = usePlanRequests(apiId);
  const { approve, approving, decline, declining } = useAnswerPlanRequest(apiId);
  const [declineOf, setDeclineOf] = useState<{ id: number; account: string } | null>(null);
  const [reason, setReason] = useState('');

  const answer = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toaster.create({ type: 'success', title: done });
      setDeclineOf(null);
      setReason('');
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.requests.failed'), description: readableServerMessage(e) });
    }
  };
  const items = data?.apiSubscriptions.items ?? [];
  const pick = (zh: string | null | undefined, english: string | null | undefined) => localized(i18n.language, zh ?? '', english);

  return (
    <Box as="section" aria-labelledby="plan-requests-title" data-testid="plan-requests" mb="4">
      <Heading as="h4" size="xs" mb="2" id="plan-requests-title">
        {t('plans.requests.title')}
      </Heading>
      {error && !data ? (
        <BlockError title={t('plans.requests.loadFailed')} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('plans.requests.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {items.map((r) => (
            <Flex as="li" key={r.id} gap="2" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="2" data-testid="plan-request">
              <Text fontWeight="semibold">{r.account}</Text>
              <Text fontSize="sm" flex="1" minW="40">
                {r.status === 'pending'
                  ? t('plans.requests.subscribe', { plan: pick(r.planName, r.planNameEn) })
                  : t('plans.requests.switch', { from: pick(r.planName, r.planNameEn), plan: pick(r.requestedPlanName, r.requestedPlanNameEn) })}
              </Text>
              <Badge colorPalette="orange">{t('plans.usage.statusLabel.pending')}</Badge>
              <Flex gap="2">
                <Button
                  size="sm"
                  colorPalette="blue"
                  minH={{ base: '11', md: '8' }}
                  loading={approving}
                  aria-label={t('plans.requests.approveLabel', { account: r.account })}
                  onClick={() => void answer(() => approve({ variables: { id: r.id } }), t('plans.requests.approved'))}
                >
                  {t('plans.requests.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  minH={{ base: '11', md: '8' }}
                  aria-label={t('plans.requests.declineLabel', { account: r.account })}
                  onClick={() => setDeclineOf({ id: r.id, account: r.account })}
                >
                  {t('plans.requests.decline')}
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
      <DialogFrame open={!!declineOf} title={`${t('plans.requests.declineTitle')} · ${declineOf?.account ?? ''}`} onClose={() => setDeclineOf(null)}>
        <Dialog.Body>
          <Field.Root>
            <Field.Label>{t('plans.requests.reason')}</Field.Label>
            <Textarea value={reason} maxLength={SUBSCRIPTION_REASON_MAX} onChange={(e) => setReason(e.currentTarget.value)} />
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setDeclineOf(null)}>
            {t('plans.requests.cancel')}
          </Button>
          <Button
            colorPalette="red"
            loading={declining}
            onClick={() =>
              declineOf && void answer(() => decline({ variables: { id: declineOf.id, reason: reason.trim() || null } }), t('plans.requests.declined'))
            }
          >
            {t('plans.requests.decline')}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Box>
  );
}
