import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { failureText, forbiddenMessage } from '../../../shared/admin/errors';
import { PassApiMutation, RejectApiMutation, ReviewApisMutation } from '../graphql/review';

/** Everything a decision changes: the pending list, the audit list and API management's rows. */
const AFTER = { refetchQueries: ['ReviewDesk', 'AdminAuditList', 'AdminApis'], awaitRefetchQueries: true };

/**
 * Pass and reject, one API or a batch, with SPEC §8's outcomes: API passed (success), API rejected
 * (a warning), reject failed. A batch refused with FORBIDDEN (REST 40001) hides the batch button and
 * keeps the server's message to show. Every decision names the version the desk shows (`versionOf`):
 * when the creator changed the API since, the server refuses (changed since you opened it), the toast
 * says so and the desk is reloaded.
 */
export function useReviewActions(versionOf: (apiId: number) => string | undefined) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [pass, passState] = useMutation(PassApiMutation, AFTER);
  const [reject, rejectState] = useMutation(RejectApiMutation, AFTER);
  const [batch, batchState] = useMutation(ReviewApisMutation, {
    ...AFTER,
    context: { quietForbidden: true },
  });
  const [batchForbidden, setBatchForbidden] = useState<string | null>(null);

  const decide = async (ids: number[], ok: boolean, comment?: string): Promise<boolean> => {
    try {
      const versions = ids.map((id) => versionOf(id) ?? '');
      if (ids.length > 1)
        await batch({ variables: { input: { apiIds: ids, pass: ok, comment: comment || null, versions } } });
      else if (ok) await pass({ variables: { apiId: ids[0]!, version: versions[0] || null } });
      else await reject({ variables: { apiId: ids[0]!, comment: comment || null, version: versions[0] || null } });
      toaster.create(
        ok
          ? {
              type: 'success',
              title:
                ids.length > 1 ? t('adminReview.passedMany', { count: ids.length }) : t('adminReview.passed'),
            }
          : {
              type: 'warning',
              title:
                ids.length > 1
                  ? t('adminReview.rejectedMany', { count: ids.length })
                  : t('adminReview.rejected'),
            },
      );
      return true;
    } catch (e) {
      // A refused decision may be a stale one: show the desk as it is now.
      void client.refetchQueries({ include: ['ReviewDesk'] });
      const denied = forbiddenMessage(e);
      if (denied && ids.length > 1) setBatchForbidden(denied);
      toaster.create({
        type: 'error',
        title: denied ?? failureText(e, t(ok ? 'adminReview.passFailed' : 'adminReview.rejectFailed')),
      });
      return false;
    }
  };

  return {
    decide,
    busy: passState.loading || rejectState.loading || batchState.loading,
    batchForbidden,
  };
}
