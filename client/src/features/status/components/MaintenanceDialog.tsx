import { Field, Input, Stack } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { serverMessage } from '../../../shared/admin/server-message';
import { useScheduleMaintenance } from '../hooks/useStatus';
import '../i18n';

interface Values {
  startsAt: string;
  endsAt: string;
  title: string;
  titleEn: string;
}

const LOCAL = 'YYYY-MM-DDTHH:mm';

/** A maintenance window in local time (no incident and no alert while it lasts); the server checks the range. */
export function MaintenanceDialog({ apiId, open, onClose }: { apiId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [schedule, { loading }] = useScheduleMaintenance();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: { startsAt: dayjs().add(1, 'hour').startOf('hour').format(LOCAL), endsAt: dayjs().add(2, 'hour').startOf('hour').format(LOCAL), title: '', titleEn: '' },
  });
  const { errors } = formState;
  const need = (label: string) => ({ required: t('status.manage.required', { field: label }) });
  const close = () => {
    reset();
    onClose();
  };
  const save = handleSubmit(async (v) => {
    try {
      await schedule({
        variables: { input: { apiId, startsAt: new Date(v.startsAt).toISOString(), endsAt: new Date(v.endsAt).toISOString(), title: v.title.trim(), titleEn: v.titleEn.trim() } },
        refetchQueries: ['ApiStatus'],
      });
      toaster.create({ type: 'success', title: t('status.manage.scheduled') });
      close();
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.manage.failed', { message: serverMessage(e) }) });
    }
  });
  const field = (name: keyof Values, label: string, type = 'text') => (
    <Field.Root required invalid={!!errors[name]}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} maxLength={type === 'text' ? 120 : undefined} {...register(name, need(label))} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={t('status.manage.maintenanceTitle')}
      formId="maintenance-form"
      submitLabel={t('status.manage.submit')}
      busy={loading}
      onSubmit={save}
    >
      <Stack gap="4">
        {field('startsAt', t('status.manage.startsAt'), 'datetime-local')}
        {field('endsAt', t('status.manage.endsAt'), 'datetime-local')}
        {field('title', t('status.manage.titleZh'))}
        {field('titleEn', t('status.manage.titleEn'))}
      </Stack>
    </AdminFormDialog>
  );
}
