import { ACCOUNT_LIMITS } from '@api-market/rules';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { serverMessage } from '../../../shared/admin/server-message';
import { useSetUserStatus } from '../hooks/useUserStatus';
import '../i18n';

const REASON_MAX = ACCOUNT_LIMITS.statusReasonMax;

export interface StatusTarget {
  id: number;
  account: string;
  /** The status it will get: 0 disable, 1 enable. */
  to: 0 | 1;
}

/** Confirms an enable/disable with an optional reason (kept in the audit trail), then applies it. */
export function UserStatusDialog({ target, onClose }: { target: StatusTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [apply, { loading }] = useSetUserStatus();
  const tooLong = [...reason.trim()].length > REASON_MAX;
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = async () => {
    if (!target || tooLong) return;
    try {
      await apply({
        variables: { id: target.id, status: target.to, reason: reason.trim() || null },
        refetchQueries: ['AdminUsers', 'UserStatusEvents'],
        awaitRefetchQueries: true,
      });
      toaster.create({
        type: 'success',
        title: t(target.to === 0 ? 'adminUsers.disabled' : 'adminUsers.enabled', { account: target.account }),
      });
      close();
    } catch (e) {
      toaster.create({ type: 'error', title: t('adminUsers.failed', { message: serverMessage(e) }) });
    }
  };
  const disabling = target?.to === 0;
  return (
    <ConfirmDialog
      open={target !== null}
      title={
        target
          ? t(disabling ? 'adminUsers.disableTitle' : 'adminUsers.enableTitle', { account: target.account })
          : ''
      }
      confirmLabel={t(disabling ? 'adminUsers.disable' : 'adminUsers.enable')}
      danger={disabling}
      busy={loading}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <Text fontSize="sm" mb="3">
        {t(disabling ? 'adminUsers.disableBody' : 'adminUsers.enableBody')}
      </Text>
      <Field.Root invalid={tooLong}>
        <Field.Label>{t('adminUsers.reason', { max: REASON_MAX })}</Field.Label>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Field.ErrorText>{t('adminUsers.reasonTooLong', { max: REASON_MAX })}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
