import { Field, Input } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { failureText } from '../../../shared/admin/errors';
import { useSetPolicyThreshold } from '../hooks/usePolicies';
import '../i18n';
import type { Target } from './usePolicyColumns';
import { checkThreshold } from './units';

/** Changes one policy's threshold, within its unit's range. */
export function ThresholdDialog({ target, onClose }: { target: Target | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<{ threshold: string }>({ defaultValues: { threshold: '' } });
  const [save, { loading }] = useSetPolicyThreshold();
  useEffect(() => {
    if (target) form.reset({ threshold: String(target.row.threshold) });
  }, [target, form]);
  const unit = target?.row.unit ?? 'count';
  const submit = form.handleSubmit(async ({ threshold }) => {
    if (!target) return;
    try {
      await save({ variables: { kind: target.kind, id: target.row.policyId, threshold: Number(threshold) } });
      toaster.create({ type: 'success', title: t('adminPolicies.saved') });
      onClose();
    } catch (e) {
      toaster.create({ type: 'error', title: failureText(e, t('adminPolicies.saveFailed')) });
    }
  });
  const err = form.formState.errors.threshold;
  return (
    <AdminFormDialog
      open={!!target}
      onClose={onClose}
      title={t('adminPolicies.editTitle', { name: target?.row.policy ?? '' })}
      size="sm"
      formId="threshold-form"
      submitLabel={t('adminPolicies.save')}
      busy={loading}
      onSubmit={submit}
    >
      <Field.Root invalid={!!err}>
        <Field.Label>
          {t('adminPolicies.thresholdIn', { unit: t(`rules.policyUnit.${unit}`) })}
        </Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          {...form.register('threshold', {
            validate: (v) => {
              const r = checkThreshold(unit, v);
              return r === true || t('adminPolicies.range', r);
            },
          })}
        />
        <Field.ErrorText>{err?.message}</Field.ErrorText>
      </Field.Root>
    </AdminFormDialog>
  );
}
