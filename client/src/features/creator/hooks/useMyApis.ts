import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocketReconnected } from '../../../app/ws-events';
import { localized } from '../../../i18n/localized';
import { MyApisQuery } from '../graphql/my-apis';
import { useLiveNotifications } from './useLiveNotifications';
import { registerRouteQuery } from '../../../app/route-data';

// index.html's first request on /dashboard/myapi (build/route-preload.ts) seeds the cache with this query;
// the page's own request on mount (cache-and-network) is answered from it too.
registerRouteQuery('MyApis', MyApisQuery, true);

/**
 * The creator's APIs (SPEC §2.13), read again when a notification arrives (a review decided, an
 * automatic shutdown) or the socket reconnects, so the rows change without a reload. In English, the
 * English name and description where the API has them (as the public pages show).
 */
export function useMyApis() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data, loading, error, refetch } = useQuery(MyApisQuery, { fetchPolicy: 'cache-and-network' });
  useLiveNotifications(() => void refetch());
  useSocketReconnected(() => void refetch());
  const apis = useMemo(
    () =>
      data?.myApis.map((a) => ({
        ...a,
        name: localized(lang, a.name, a.nameEn),
        description: localized(lang, a.description, a.descriptionEn),
      })),
    [data, lang],
  );
  return { apis, loading, error, refetch };
}
