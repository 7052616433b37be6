import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
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
  // The client's `mutate`, not useMutation: the cards are on the first route, and that hook (with its
  // result state) would ride in its entry for a click most visitors never make.
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const starred = signedIn && (mine.data?.myStarredApiIds.includes(apiId) ?? false);

  const toggle = async () => {
    if (!signedIn) {
      toaster.create({ id: 'star-login', type: 'info', title: t('stars.signIn') });
      return;
    }
    const next = !starred;
    setLoading(true);
    try {
      await client.mutate({
        mutation: SetApiStarMutation,
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
    } finally {
      setLoading(false);
    }
  };
  return { signedIn, starred, busy: loading || (signedIn && mine.loading), toggle };
}
