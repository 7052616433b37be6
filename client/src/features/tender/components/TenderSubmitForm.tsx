import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { useTenderCategories } from '../hooks/useTender';
import { TENDER_LIMITS as L, textLength } from './labels';
import { useTenderSend, type TenderValues as Values } from '../hooks/useTenderSend';
import { localized } from '../../../i18n/localized';
import '../i18n';

/** The “request an API” form: the server's limits and messages, checked here first. */
export function TenderSubmitForm({
  initialTitle = '',
  onDone,
  onCancel,
}: {
  initialTitle?: string;
  onDone(): void;
  onCancel?(): void;
}) {
  const { t, i18n } = useTranslation();
  const categories = useTenderCategories();
  const { send: sendRequest, loading } = useTenderSend();
  const { register, handleSubmit, watch, reset, formState } = useForm<Values>({
    defaultValues: { title: initialTitle.slice(0, L.titleMax), description: '', categoryId: '', exampleUse: '', contact: '' },
  });
  const { errors } = formState;
  const descriptionLength = textLength(watch('description'));

  const send = handleSubmit(async (v) => {
    if (!(await sendRequest(v))) return;
    reset();
    onDone();
  });

  return (
    <form aria-label={t('tender.submitTitle')} noValidate onSubmit={(e) => void send(e)} data-testid="tender-form">
      <Stack gap="4">
        <Field.Root required invalid={!!errors.title}>
          <Field.Label>
            {t('tender.form.title')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            maxLength={L.titleMax}
            placeholder={t('tender.form.titlePlaceholder')}
            {...register('title', {
              validate: (v) =>
                (textLength(v) >= L.titleMin && textLength(v) <= L.titleMax) || t('tender.form.titleRule', { min: L.titleMin, max: L.titleMax }),
            })}
          />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.description}>
          <Field.Label>
            {t('tender.form.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={5}
            maxLength={L.descriptionMax}
            placeholder={t('tender.form.descriptionPlaceholder')}
            {...register('description', {
              validate: (v) =>
                (textLength(v) >= L.descriptionMin && textLength(v) <= L.descriptionMax) ||
                t('tender.form.descriptionRule', { min: L.descriptionMin, max: L.descriptionMax }),
            })}
          />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('tender.form.count', { count: descriptionLength, max: L.descriptionMax })}</Field.HelperText>
          )}
        </Field.Root>
        <SelectField
          label={t('tender.form.category')}
          size="md"
          field={register('categoryId')}
          options={[
            { value: '', label: t('tender.noCategory') },
            ...(categories.data?.categories ?? []).map((c) => ({
              value: String(c.id),
              label: localized(i18n.language, c.name, c.nameEn),
            })),
          ]}
        />
        <Field.Root invalid={!!errors.exampleUse}>
          <Field.Label>{t('tender.form.exampleUse')}</Field.Label>
          <Textarea
            rows={2}
            maxLength={L.exampleUseMax}
            {...register('exampleUse', {
              validate: (v) => textLength(v) <= L.exampleUseMax || t('tender.form.exampleUseRule', { max: L.exampleUseMax }),
            })}
          />
          <Field.ErrorText>{errors.exampleUse?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.contact}>
          <Field.Label>{t('tender.form.contact')}</Field.Label>
          <Input
            maxLength={L.contactMax}
            autoComplete="email"
            {...register('contact', {
              validate: (v) => textLength(v) <= L.contactMax || t('tender.form.contactRule', { max: L.contactMax }),
            })}
          />
          <Field.ErrorText>{errors.contact?.message}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('tender.form.cancel')}
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={loading}>
            {t('tender.form.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
