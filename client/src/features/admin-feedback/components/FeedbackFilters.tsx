import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../admin-common/components/SelectField';
import { STATUS, STATUSES } from './labels';
import '../i18n';

/** Status (and, for the inbox, source) filters; each change applies at once. */
export function FeedbackFilters({
  status,
  onStatus,
  kind,
  onKind,
}: {
  status: string;
  onStatus(v: string): void;
  kind?: string;
  onKind?(v: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Grid
      role="group"
      aria-label={t('adminFeedback.filters')}
      templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }}
      gap="3"
    >
      {onKind && (
        <SelectField
          label={t('adminFeedback.kind')}
          field={{ value: kind, onChange: (e) => onKind(e.target.value) }}
          options={[
            { value: '', label: t('adminCommon.all') },
            { value: 'public', label: t('adminFeedback.kindPublic') },
            { value: 'admin', label: t('adminFeedback.kindAdmin') },
          ]}
        />
      )}
      <SelectField
        label={t('adminFeedback.status')}
        field={{ value: status, onChange: (e) => onStatus(e.target.value) }}
        options={[
          { value: '', label: t('adminCommon.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(STATUS[s].key) })),
        ]}
      />
    </Grid>
  );
}
