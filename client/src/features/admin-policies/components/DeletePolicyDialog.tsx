import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useDeletePolicy } from '../hooks/usePolicies';
import '../i18n';
import type { Target } from './usePolicyColumns';

/** Confirms deleting one policy; closes whatever the outcome (the toast says it). */
export function DeletePolicyDialog({ target, onClose }: { target: Target | null; onClose(): void }) {
  const { t } = useTranslation();
  const { deletePolicy, loading } = useDeletePolicy();
  return (
    <ConfirmDialog
      open={!!target}
      danger
      busy={loading}
      title={t('adminPolicies.confirmDelete', { name: target?.row.policy ?? '' })}
      confirmLabel={t('adminPolicies.delete')}
      onClose={onClose}
      onConfirm={async () => {
        if (!target) return;
        await deletePolicy(target.kind, target.row.policyId);
        onClose();
      }}
    >
      {t('adminPolicies.confirmDeleteBody')}
    </ConfirmDialog>
  );
}
