import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { statusKey } from '../lib/status';

/** What waits for an administrator: the draft itself, or a change of the published API. */
export function ReviewHint({ api }: { api: MyApiRowFragment }) {
  const { t } = useTranslation();
  const rev = api.pendingRevision;
  if (rev) {
    return (
      <Text
        fontSize="xs"
        color={rev.status === 'PASSED' ? 'blue.fg' : 'orange.fg'}
        data-testid="revision-hint"
      >
        {t(`creator.revision.${rev.status === 'PASSED' ? 'PASSED' : 'PENDING'}`, { number: rev.number })}
      </Text>
    );
  }
  if (api.awaitingRelease) {
    return (
      <Text fontSize="xs" color="blue.fg" data-testid="release-hint">
        {t('creator.list.approvedHint')}
      </Text>
    );
  }
  if (!api.pendingReview || statusKey(api.status, true) !== 'pending') return null;
  return (
    <Text fontSize="xs" color="pending.fg">
      {t('creator.list.pendingHint')}
    </Text>
  );
}
