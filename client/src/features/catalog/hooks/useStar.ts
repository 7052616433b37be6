import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import { MyStarredApiIdsQuery, SetApiStarMutation } from '../graphql/catalog';

/**
 * The caller's star on one API: read from the list of their starred ids (one query for every card of a
 * page, visitors ask nothing), set through setApiStar; the list and the API's count follow at once.
 */
export function useStar(apiId: number) {
  const { t } = useTranslation();
  const { token } = useSession();
  const signedIn = !!token;
  const mine = useQuery(MyStarredApiIdsQuery, { skip: !signedIn });
  const [mutate, { loading }] = useMutation(SetApiStarMutation);
  const starred = signedIn && (mine.data?.myStarredApiIds.includes(apiId) ?? false);

  const toggle = async () => {
    if (!signedIn) {
      toaster.create({ id: 'star-login', type: 'info', title: t('stars.signIn') });
      return;
    }
    const next = !starred;
    try {
      await mutate({
        variables: { apiId, starred: next },
        update(cache) {
          cache.updateQuery({ query: MyStarredApiIdsQuery }, (d) =>
            d
              ? {
                  myStarredApiIds: next
                    ? [apiId, ...d.myStarredApiIds.filter((id) => id !== apiId)]
                    : d.myStarredApiIds.filter((id) => id !== apiId),
                }
              : d,
          );
        },
      });
    } catch {
      toaster.create({ type: 'error', title: next ? t('stars.failed') : t('stars.unstarFailed') });
    }
  };
  return { signedIn, starred, busy: loading || (signedIn && mine.loading), toggle };
}
