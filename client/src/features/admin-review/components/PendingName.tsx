import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReviewDeskQuery as ReviewDeskData } from '../../../gql/graphql';
import { ClassifiedChanges, OverrideBreaking } from '../../versions';
import '../i18n';

/** A pending submission's name with what it is: prototype, revision (changed fields, classified changes, breaking override), description. */
export function PendingName({ row }: { row: ReviewDeskData['pendingReviews'][number] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5" minW="0">
      <Text fontWeight="medium">{row.name}</Text>
      {row.isPrototype && (
        <Badge colorPalette="purple" variant="subtle" alignSelf="start" whiteSpace="normal">
          {t('adminReview.pending.prototype')}
        </Badge>
      )}
      {row.isPrototype && (
        <Text fontSize="xs" color="fg.muted" maxW="md">
          {t('adminReview.pending.prototypeHint')}
        </Text>
      )}
      {row.revision && (
        <Badge colorPalette="blue" variant="subtle" alignSelf="start" whiteSpace="normal">
          {t('adminReview.pending.revision', {
            n: row.revision.number,
            fields: row.revision.changedFields
              .map((f) => t(`adminReview.fields.${f}`, { defaultValue: f }))
              .join(t('adminReview.fields.separator')),
          })}
        </Badge>
      )}
      {row.revision && (
        <ClassifiedChanges
          changes={row.revision.changes}
          breaking={row.revision.breaking}
          override={row.revision.versionOverride}
        />
      )}
      {row.revision?.breaking && !row.revision.versionOverride && <OverrideBreaking apiId={row.apiId} />}
      <Text fontSize="xs" color="fg.muted" lineClamp={2} maxW="md">
        {row.description || '—'}
      </Text>
    </Stack>
  );
}
