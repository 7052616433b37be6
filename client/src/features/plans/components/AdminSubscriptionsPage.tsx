import { SUBSCRIPTION_REASON_MAX, SUBSCRIPTION_STATUSES as STATUSES, SUSPEND_REASON_MIN } from '@api-market/rules';
import { Button, Dialog, Field, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { readableServerMessage } from '../../../app/server-message';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useAdminSubscriptions, useSuspendSubscription } from '../hooks/usePlans';
import { AdminSubscriptionRows } from './AdminSubscriptionRows';

const PAGE = 20;

/** Administrators: every subscription, filtered by status and keyword; suspend (with a reason) or resume. */
export function AdminSubscriptionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const variables = { status: status || null, keyword: keyword.trim() || null, limit: PAGE, offset: page * PAGE };
  const { data, loading, error, refetch } = useAdminSubscriptions(variables);
  const [change, { loading: saving }] = useSuspendSubscription(variables);
  const [suspending, setSuspending] = useState<{ id: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);

  const apply = async (id: number, suspended: boolean, why: string | null) => {
    try {
      await change({ variables: { id, suspended, reason: why } });
      toaster.create({ type: 'success', title: t('plans.admin.done') });
      setSuspending(null);
      setReason('');
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.admin.failed'), description: readableServerMessage(e) });
    }
  };
  const onSuspend = () => {
    const why = reason.trim();
    if (!suspending) return;
    if (why.length < SUSPEND_REASON_MIN || why.length > SUBSCRIPTION_REASON_MAX) return setInvalid(true);
    void apply(suspending.id, true, why);
  };
  const result = data?.adminSubscriptions;
  const total = result?.total ?? 0;

  return (
    <Stack gap="4" py="4">
      <Text color="fg.muted" fontSize="sm">
        {t('plans.admin.intro')}
      </Text>
      <Flex gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" maxW="48">
          <NativeSelect.Field aria-label={t('plans.admin.status')} value={status} onChange={(e) => (setStatus(e.currentTarget.value), setPage(0))}>
            <option value="">{t('plans.admin.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`plans.usage.statusLabel.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input size="sm" maxW="64" aria-label={t('plans.admin.keyword')} placeholder={t('plans.admin.keyword')} value={keyword} onChange={(e) => (setKeyword(e.currentTarget.value), setPage(0))} />
      </Flex>
      {error && !data ? (
        <BlockError title={t('plans.admin.loadFailed')} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <BlockSkeleton lines={4} h="10" />
      ) : total === 0 ? (
        <Text color="fg.muted">{t('plans.admin.empty')}</Text>
      ) : (
        <AdminSubscriptionRows
          items={result!.items}
          saving={saving}
          onResume={(id) => void apply(id, false, null)}
          onSuspend={(s) => setSuspending({ id: s.id, name: `${s.account} · ${s.apiName}` })}
        />
      )}
      <Flex gap="2" align="center">
        <Text fontSize="sm" color="fg.muted">
          {t('plans.admin.total', { total })}
        </Text>
        <Button size="xs" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('plans.admin.prev')}
        </Button>
        <Button size="xs" variant="outline" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(page + 1)}>
          {t('plans.admin.next')}
        </Button>
      </Flex>
      <DialogFrame open={!!suspending} title={`${t('plans.admin.suspendTitle')} · ${suspending?.name ?? ''}`} onClose={() => setSuspending(null)}>
        <Dialog.Body>
          <Field.Root invalid={invalid} required>
            <Field.Label>{t('plans.admin.reason')}</Field.Label>
            <Textarea value={reason} maxLength={SUBSCRIPTION_REASON_MAX} onChange={(e) => (setReason(e.currentTarget.value), setInvalid(false))} />
            <Field.ErrorText>{t('plans.admin.reasonRequired', { min: SUSPEND_REASON_MIN, max: SUBSCRIPTION_REASON_MAX })}</Field.ErrorText>
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setSuspending(null)}>
            {t('plans.admin.cancel')}
          </Button>
          <Button colorPalette="red" loading={saving} onClick={onSuspend}>
            {t('plans.admin.confirm')}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Stack>
  );
}
