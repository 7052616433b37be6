import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { AdminTenderItemFragment } from '../../../gql/graphql';
import { AdminDialog } from '../../../shared/admin/components/AdminDialog';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { useTenderApiSearch, useUpdateTenderRequest } from '../hooks/useTender';
import { TENDER_LIMITS as L, TENDER_STATUSES, textLength } from './labels';
import '../i18n';

interface Values {
  status: string;
  responseNote: string;
  fulfilledApiId: string;
}

/** An administrator answers a request: status, a public note, and the API that fulfils it (found by name). */
export function TenderAnswerDialog({ item, onClose }: { item: AdminTenderItemFragment | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <AdminDialog
      open={item !== null}
      onClose={onClose}
      title={item ? t('tender.admin.handleOne', { title: item.title }) : t('tender.admin.dialogTitle')}
      testId="tender-answer-dialog"
    >
      {item && <AnswerForm key={item.id} item={item} onClose={onClose} />}
    </AdminDialog>
  );
}

function AnswerForm({ item, onClose }: { item: AdminTenderItemFragment; onClose(): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const apis = useTenderApiSearch(deferred || null);
  const [update, { loading }] = useUpdateTenderRequest();
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    defaultValues: {
      status: item.status,
      responseNote: item.responseNote ?? '',
      fulfilledApiId: item.fulfilledApi ? String(item.fulfilledApi.id) : '',
    },
  });
  const { errors } = formState;
  const status = watch('status');
  const found = apis.data?.adminApis.items ?? [];
  // The linked API stays choosable whatever the search shows.
  const options = [
    { value: '', label: t('tender.admin.apiNone') },
    ...(item.fulfilledApi && !found.some((a) => a.id === item.fulfilledApi!.id)
      ? [{ value: String(item.fulfilledApi.id), label: `${item.fulfilledApi.name} (#${item.fulfilledApi.id})` }]
      : []),
    ...found.map((a) => ({ value: String(a.id), label: `${a.name} (#${a.id})` })),
  ];

  const save = handleSubmit(async (v) => {
    try {
      await update({
        variables: {
          id: item.id,
          input: {
            status: v.status,
            responseNote: v.responseNote.trim() || null,
            fulfilledApiId: v.fulfilledApiId ? Number(v.fulfilledApiId) : null,
          },
        },
        refetchQueries: ['AdminTenderRequests'],
      });
      toaster.create({ type: 'success', title: t('tender.admin.saved', { status: t(`rules.tenderStatus.${v.status}`) }) });
      onClose();
    } catch (e) {
      toaster.create({ type: 'error', title: t('tender.admin.failed', { message: serverMessage(e) }) });
    }
  });

  return (
    <form aria-label={t('tender.admin.dialogTitle')} noValidate onSubmit={(e) => void save(e)}>
      <Stack gap="4">
        <SelectField
          label={t('tender.admin.status')}
          size="md"
          field={register('status')}
          options={TENDER_STATUSES.map((s) => ({ value: s, label: t(`rules.tenderStatus.${s}`) }))}
        />
        <Field.Root invalid={!!errors.responseNote}>
          <Field.Label>{t('tender.admin.note')}</Field.Label>
          <Textarea
            rows={3}
            maxLength={L.responseNoteMax}
            {...register('responseNote', {
              validate: (v) => textLength(v) <= L.responseNoteMax || t('tender.admin.noteRule', { max: L.responseNoteMax }),
            })}
          />
          <Field.ErrorText>{errors.responseNote?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('tender.admin.apiSearch')}</Field.Label>
          <Input
            type="search"
            maxLength={64}
            value={search}
            placeholder={t('tender.admin.apiSearchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field.Root>
        <SelectField
          label={t('tender.admin.api')}
          size="md"
          required={status === 'fulfilled'}
          invalid={!!errors.fulfilledApiId}
          error={errors.fulfilledApiId?.message}
          field={register('fulfilledApiId', {
            validate: (v, all) => all.status !== 'fulfilled' || v !== '' || t('tender.admin.apiRequired'),
          })}
          options={options}
        />
        {item.fulfilledApi && (
          <Text fontSize="xs" color="fg.muted">
            {t('tender.admin.apiCurrent', { name: item.fulfilledApi.name })}
          </Text>
        )}
        <Stack direction="row" justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('tender.admin.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={loading}>
            {t('tender.admin.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
