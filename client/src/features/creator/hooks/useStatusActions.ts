import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { MyApisQuery, ResubmitApiMutation, SetApiStatusMutation } from '../graphql/my-apis';
import { readableServerMessage } from '../../../app/server-message';

/**
 * The status toggle and resubmit, each with its SPEC §8 toast. The row changes in place (the answer
 * carries the API, normalised by id) and the list is read again so the figures above it follow.
 */
export function useStatusActions() {
  const { t } = useTranslation();
  const refetch = { refetchQueries: [MyApisQuery], awaitRefetchQueries: true };
  const [setStatus, { loading: toggling }] = useMutation(SetApiStatusMutation, refetch);
  const [resubmitApi, { loading: resubmitting }] = useMutation(ResubmitApiMutation, refetch);

  const toggle = useCallback(
    async (id: number, to: 0 | 1): Promise<boolean> => {
      try {
        const { data } = await setStatus({ variables: { id, status: to } });
        const published = data?.setApiStatus.published;
        toaster.create({
          type: 'success',
          title: t(
            to === 0
              ? 'creator.actions.offlined'
              : published
                ? 'creator.actions.published'
                : 'creator.actions.submitted',
          ),
        });
        return true;
      } catch (e) {
        toaster.create({
          type: 'error',
          title: t(to === 0 ? 'creator.actions.offlineFailed' : 'creator.actions.publishFailed'),
          description: readableServerMessage(e),
        });
        return false;
      }
    },
    [setStatus, t],
  );

  const resubmit = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await resubmitApi({ variables: { id } });
        toaster.create({ type: 'success', title: t('creator.actions.resubmitted') });
        return true;
      } catch (e) {
        toaster.create({
          type: 'error',
          title: t('creator.actions.resubmitFailed'),
          description: readableServerMessage(e),
        });
        return false;
      }
    },
    [resubmitApi, t],
  );

  return { toggle, resubmit, busy: toggling || resubmitting };
}
