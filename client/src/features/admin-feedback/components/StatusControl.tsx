import { FEEDBACK_LIMITS } from '@api-market/rules';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { useSetFeedbackStatus } from '../hooks/useFeedbackAdmin';
import { STATUS, STATUSES, statusOf } from './labels';
import '../i18n';

/** An administrator moves a report between open, in progress and resolved (with a resolution). */
export function StatusControl({ id, status, summary }: { id: number; status: string; summary: string }) {
  const { t } = useTranslation();
  const [next, setNext] = useState(statusOf(status));
  const [resolution, setResolution] = useState('');
  const [apply, { loading }] = useSetFeedbackStatus();
  const save = async () => {
    try {
      await apply({
        variables: { id, status: next, resolution: next === 'resolved' ? resolution.trim() || null : null },
      });
      toaster.create({
        type: 'success',
        title: t('adminFeedback.statusChanged', { status: t(STATUS[next].key) }),
      });
      setResolution('');
    } catch (e) {
      toaster.create({ type: 'error', title: t('adminFeedback.failed', { message: serverMessage(e) }) });
    }
  };
  return (
    <Stack
      as="form"
      aria-label={t('adminFeedback.changeStatus', { summary })}
      direction={{ base: 'column', md: 'row' }}
      gap="2"
      minW={{ md: '15rem' }}
      align={{ md: 'flex-end' }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <SelectField
        label={t('adminFeedback.markAs')}
        field={{ value: next, onChange: (e) => setNext(statusOf(e.target.value)) }}
        options={STATUSES.map((s) => ({ value: s, label: t(STATUS[s].key) }))}
      />
      {next === 'resolved' && status !== 'resolved' && (
        <Field.Root>
          <Field.Label>{t('adminFeedback.resolutionLabel', { max: FEEDBACK_LIMITS.resolutionMax })}</Field.Label>
          <Input
            size="sm"
            maxLength={FEEDBACK_LIMITS.resolutionMax}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          />
        </Field.Root>
      )}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={loading}
        disabled={next === status}
        flexShrink={0}
      >
        {t('adminFeedback.apply')}
      </Button>
    </Stack>
  );
}
