import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { usePostIncidentUpdate } from '../hooks/useStatus';
import '../i18n';

const PHASES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;

interface Values {
  phase: string;
  body: string;
  bodyEn: string;
}

/** An update on an incident in both languages; `resolved` closes it. */
export function IncidentUpdateDialog({ incidentId, onClose }: { incidentId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const [post, { loading }] = usePostIncidentUpdate();
  const { register, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: { phase: 'identified', body: '', bodyEn: '' } });
  const { errors } = formState;
  const close = () => {
    reset();
    onClose();
  };
  const save = handleSubmit(async (v) => {
    if (incidentId === null) return;
    try {
      await post({ variables: { incidentId, input: { phase: v.phase, body: v.body.trim(), bodyEn: v.bodyEn.trim() } }, refetchQueries: ['ApiStatus'] });
      toaster.create({ type: 'success', title: t('status.manage.posted') });
      close();
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.manage.failed', { message: serverMessage(e) }) });
    }
  });
  const body = (name: 'body' | 'bodyEn', label: string) => (
    <Field.Root required invalid={!!errors[name]}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={3} maxLength={1000} {...register(name, { required: t('status.manage.required', { field: label }) })} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <AdminFormDialog
      open={incidentId !== null}
      onClose={close}
      title={t('status.manage.updateTitle')}
      formId="incident-update-form"
      submitLabel={t('status.manage.submit')}
      busy={loading}
      onSubmit={save}
    >
      <Stack gap="4">
        <SelectField label={t('status.manage.phase')} size="md" field={register('phase')} options={PHASES.map((p) => ({ value: p, label: t(`status.phases.${p}`) }))} />
        {body('body', t('status.manage.bodyZh'))}
        {body('bodyEn', t('status.manage.bodyEn'))}
      </Stack>
    </AdminFormDialog>
  );
}
