import { FEEDBACK_LIMITS } from '@api-market/rules';
import { Alert, Button, Field, Grid, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useReportOptions, useSubmitProblemReport } from '../hooks/useFeedbackAdmin';
import '../i18n';

/** SPEC §5 / §9: description at least 10 characters; note and description bounded like the server. */
const { reportDescriptionMin: DESCRIPTION_MIN, descriptionMax: DESCRIPTION_MAX, noteMax: NOTE_MAX } = FEEDBACK_LIMITS;

interface ReportValues {
  description: string;
  urgency: string;
  adminId: string;
  issueType: string;
  workspaceId: string;
  note: string;
}

/** The admin problem report of SPEC §5 (urgency, admin, issue type and workspace required; note optional). */
export function ProblemReportForm({ onSubmitted }: { onSubmitted?(): void }) {
  const { t } = useTranslation();
  const options = useReportOptions();
  const [submit, { loading }] = useSubmitProblemReport();
  const { register, handleSubmit, reset, formState } = useForm<ReportValues>({
    // SPEC §9: the default workspace (tenant) is 1.
    defaultValues: { description: '', urgency: '', adminId: '', issueType: '', workspaceId: '1', note: '' },
  });
  const { errors, submitCount, isValid } = formState;
  if (options.error && !options.data) {
    return <BlockError title={t('adminFeedback.report.baseFailed')} onRetry={() => void options.refetch()} />;
  }
  if (!options.data) return <BlockSkeleton lines={5} h="10" />;
  const { baseParams, workspaces } = options.data;
  const choose = { value: '', label: t('adminFeedback.report.choose') };
  const required = { required: true };

  const send = handleSubmit(async (v) => {
    try {
      await submit({
        variables: {
          input: {
            description: v.description.trim(),
            urgency: v.urgency,
            adminId: v.adminId,
            issueType: Number(v.issueType),
            workspaceId: Number(v.workspaceId),
            note: v.note.trim() || null,
          },
        },
      });
      toaster.create({ type: 'success', title: t('adminFeedback.report.submitted') });
      reset();
      onSubmitted?.();
    } catch (e) {
      toaster.create({
        type: 'error',
        title: t('adminFeedback.report.failed', { message: serverMessage(e) }),
      });
    }
  });

  return (
    <form aria-label={t('adminFeedback.report.title')} noValidate onSubmit={(e) => void send(e)}>
      <Stack gap="4">
        <Field.Root required invalid={!!errors.description}>
          <Field.Label>
            {t('adminFeedback.report.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            maxLength={DESCRIPTION_MAX}
            {...register('description', {
              validate: (v) =>
                [...v.trim()].length >= DESCRIPTION_MIN || t('adminFeedback.report.descriptionRule', { min: DESCRIPTION_MIN }),
            })}
          />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <SelectField
            required
            invalid={!!errors.urgency}
            label={t('adminFeedback.report.urgency')}
            field={register('urgency', required)}
            options={[
              choose,
              ...(['low', 'medium', 'high'] as const).map((u) => ({
                value: u,
                label: t(`adminFeedback.${u}`),
              })),
            ]}
          />
          <SelectField
            required
            invalid={!!errors.adminId}
            label={t('adminFeedback.report.admin')}
            field={register('adminId', required)}
            options={[
              choose,
              ...baseParams.admins.map((a) => ({ value: a.account, label: `${a.username} (${a.account})` })),
            ]}
          />
          <SelectField
            required
            invalid={!!errors.issueType}
            label={t('adminFeedback.report.issueType')}
            field={register('issueType', required)}
            options={[
              choose,
              ...baseParams.problemTypes.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            required
            invalid={!!errors.workspaceId}
            label={t('adminFeedback.report.workspace')}
            field={register('workspaceId', required)}
            options={[choose, ...workspaces.map((w) => ({ value: String(w.id), label: w.name }))]}
          />
        </Grid>
        <Field.Root>
          <Field.Label>{t('adminFeedback.report.note')}</Field.Label>
          <Textarea rows={2} maxLength={NOTE_MAX} {...register('note')} />
        </Field.Root>
        {submitCount > 0 && !isValid && (
          <Alert.Root status="error" role="alert" data-testid="report-incomplete">
            <Alert.Indicator />
            <Alert.Title>{t('adminFeedback.report.incomplete')}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={loading}>
          {t('adminFeedback.report.submit')}
        </Button>
      </Stack>
    </form>
  );
}
