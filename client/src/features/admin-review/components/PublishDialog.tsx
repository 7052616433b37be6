import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { AdminFormDialog } from '../../../shared/admin/components/AdminFormDialog';
import { failureText } from '../../../shared/admin/errors';
import { formatTime } from '../../../shared/admin/format';
import { useApiPublishConfig, usePlatformDefaults, usePublishApi } from '../hooks/useReviewReads';
import '../i18n';
import { DEFAULT_FORM, fromStored, toInput, type PublishForm } from '../lib/publish-form';
import { PublishFields } from './PublishFields';

/**
 * SPEC §3/§4 the administrator's publish: gray (pre-filled with 1000) or full, delay/alert/off
 * thresholds, attack protection and token rule. The stored config pre-fills the form and is shown.
 */
export function PublishDialog({
  api,
  onClose,
  onPublished,
}: {
  api: { id: number; name: string } | null;
  onClose(): void;
  onPublished?: () => void;
}) {
  const { t } = useTranslation();
  // Checked on submit, then as one types — not on leaving a field: that error would move the button
  // between the press and the release of the click that left the field, and the click would be lost.
  const form = useForm<PublishForm>({ defaultValues: DEFAULT_FORM, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { data, loading } = useApiPublishConfig(api?.id ?? null);
  const stored = data?.apiPublishConfig ?? null;
  const platform = usePlatformDefaults(!api);
  const [publish, { loading: saving }] = usePublishApi();
  useEffect(() => {
    if (api) form.reset(stored ? fromStored(stored) : DEFAULT_FORM);
  }, [api, stored, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!api) return;
    try {
      await publish({ variables: { input: toInput(api.id, values) } });
      toaster.create({ type: 'success', title: t('adminReview.publish.success') });
      onPublished?.();
      onClose();
    } catch (e) {
      toaster.create({ type: 'error', title: failureText(e, t('adminReview.publish.failed')) });
    }
  });

  return (
    <AdminFormDialog
      open={!!api}
      onClose={onClose}
      title={t('adminReview.publish.title', { name: api?.name ?? '' })}
      testId="publish-dialog"
      formId="publish-form"
      submitLabel={t('adminReview.publish.submit')}
      busy={saving}
      onSubmit={submit}
    >
      <Stack gap="4">
        {loading ? (
          <Skeleton h="10" />
        ) : stored ? (
          <Alert.Root status="info" size="sm" data-testid="stored-config">
            <Alert.Indicator />
            <Alert.Title>
              {t('adminReview.publish.stored', {
                type: t(`adminReview.publish.types.${stored.deployType === 'gray' ? 'gray' : 'full'}`),
                threshold: stored.threshold,
                when: formatTime(stored.updatedAt),
                who: stored.updatedBy ?? '—',
              })}
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Alert.Root status="neutral" size="sm" data-testid="stored-config">
            <Alert.Indicator />
            <Alert.Title>{t('adminReview.publish.noStored')}</Alert.Title>
          </Alert.Root>
        )}
        <PublishFields form={form} platform={platform.data?.platformDefaults ?? null} />
      </Stack>
    </AdminFormDialog>
  );
}
