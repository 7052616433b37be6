import { WEBHOOK_SECRET_MIN } from '@api-market/rules';
import { Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { useCreateAlertChannel } from '../hooks/useAlertChannels';
import '../i18n';
import { EVENT_KINDS, EventChoices } from './EventChoices';

export const CHANNEL_KINDS = ['webhook', 'dingtalk', 'feishu', 'wecom', 'email'] as const;

interface Values {
  kind: (typeof CHANNEL_KINDS)[number];
  name: string;
  url: string;
  secret: string;
  emailTo: string;
  apiId: string;
}

/** Adds an alert channel; the server checks the address, token, secret and recipients (its message is shown). */
export function ChannelDialog({ open, onClose, isAdmin }: { open: boolean; onClose(): void; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [create, { loading }] = useCreateAlertChannel();
  const { register, handleSubmit, watch, reset, formState } = useForm<Values>({
    defaultValues: { kind: 'webhook', name: '', url: '', secret: '', emailTo: '', apiId: '' },
  });
  const { errors } = formState;
  const kind = watch('kind');
  const [events, setEvents] = useState<string[]>([...EVENT_KINDS]);
  const [eventsError, setEventsError] = useState(false);
  const close = () => {
    reset();
    setEvents([...EVENT_KINDS]);
    setEventsError(false);
    onClose();
  };
  const required = (field: string) => ({ required: t('status.channels.form.required', { field }) });
  // A webhook's secret signs each delivery: the gateway's minimum, said at the field.
  const secretRules = kind === 'webhook' ? { ...required(t('status.channels.form.secret')), validate: (v: string) => v.trim().length >= WEBHOOK_SECRET_MIN || t('status.channels.form.secretShort', { min: WEBHOOK_SECRET_MIN }) } : {};
  const save = handleSubmit(async (v) => {
    if (events.length === 0) return setEventsError(true);
    try {
      await create({
        variables: {
          input: {
            kind: v.kind,
            name: v.name.trim(),
            url: v.url.trim(),
            secret: v.secret.trim() || null,
            emailTo: v.kind === 'email' ? v.emailTo.trim() : null,
            events,
            apiId: v.apiId ? Number(v.apiId) : null,
          },
        },
        refetchQueries: ['AlertChannels'],
      });
      toaster.create({ type: 'success', title: t('status.channels.form.created') });
      close();
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
    }
  });
  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={t('status.channels.form.title')}
      formId="alert-channel-form"
      submitLabel={t('status.channels.form.submit')}
      busy={loading}
      onSubmit={save}
      testId="alert-channel-dialog"
    >
      <Stack gap="4">
        <SelectField
          label={t('status.channels.form.kind')}
          size="md"
          field={register('kind')}
          options={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`status.channels.kinds.${k}`) }))}
        />
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            {t('status.channels.form.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={60} {...register('name', required(t('status.channels.form.name')))} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.url}>
          <Field.Label>
            {t('status.channels.form.url')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={2000} inputMode="url" {...register('url', required(t('status.channels.form.url')))} />
          <Field.HelperText>{t(`status.channels.form.urlHelp.${kind}`)}</Field.HelperText>
          <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
        </Field.Root>
        {kind !== 'wecom' && kind !== 'email' && (
          <Field.Root required={kind === 'webhook'} invalid={!!errors.secret}>
            <Field.Label>
              {t('status.channels.form.secret')}
              {kind === 'webhook' && <Field.RequiredIndicator />}
            </Field.Label>
            <Input type="password" autoComplete="new-password" maxLength={200} {...register('secret', secretRules)} />
            <Field.HelperText>{t(`status.channels.form.secretHelp.${kind}`, { min: WEBHOOK_SECRET_MIN })}</Field.HelperText>
            <Field.ErrorText>{errors.secret?.message}</Field.ErrorText>
          </Field.Root>
        )}
        {kind === 'email' && (
          <Field.Root required invalid={!!errors.emailTo}>
            <Field.Label>
              {t('status.channels.form.emailTo')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input maxLength={500} {...register('emailTo', required(t('status.channels.form.emailTo')))} />
            <Field.HelperText>{t('status.channels.form.emailToHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.emailTo?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <EventChoices
          events={events}
          missing={eventsError}
          onChange={(update) => {
            setEventsError(false);
            setEvents(update);
          }}
        />
        <Field.Root>
          <Field.Label>{t('status.channels.form.apiId')}</Field.Label>
          <Input inputMode="numeric" maxLength={10} {...register('apiId')} />
          <Field.HelperText>
            {t('status.channels.form.apiIdHelp', { scope: t(isAdmin ? 'status.channels.form.scopeAdmin' : 'status.channels.form.scopeCreator') })}
          </Field.HelperText>
        </Field.Root>
      </Stack>
    </AdminFormDialog>
  );
}
