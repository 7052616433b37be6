import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { createApolloClient } from './apollo';
import type { FirstScreenResult } from './first-screen';
import { lazyComponent } from './lazy-page';
import { onSessionChangeElsewhere } from './session';
import { system } from './theme';
import { isToasterWanted, subscribeToasterWanted, toaster } from './toaster';

const ToasterView = lazyComponent(() => import('./ToasterView'), 'ToasterView');

export function Providers({
  children,
  firstScreen,
}: {
  children: ReactNode;
  /** The first-screen request's answer when it came before the first render (main.tsx). */
  firstScreen?: FirstScreenResult | null;
}) {
  // The toast view and its state machine are fetched with the first toast, not on the first route.
  const toasts = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  const client = useMemo(
    () =>
      createApolloClient({
        firstScreen,
        onUnauthenticated: () => {
          if (!toaster.isVisible('session-expired')) {
            toaster.create({ id: 'session-expired', type: 'warning', title: i18n.t('auth.sessionExpired') });
          }
          if (!location.hash.startsWith('#/login')) location.hash = '#/login';
        },
        // SPEC §6/§8: FORBIDDEN (REST 40001) shows the server's own message as a permission error.
        // One toast for one refusal, even when several operations of a page are refused together.
        onForbidden: (message) => {
          if (!toaster.isVisible('forbidden')) {
            toaster.create({
              id: 'forbidden',
              type: 'error',
              title: i18n.t('errors.forbidden'),
              description: message,
            });
          }
        },
      }),
    // Created once: the first-screen answer only seeds its cache.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Another tab signed in, out or as someone else: nothing fetched for the previous account may show
  // here. Signed in, the active queries (the header's `me`, the page's lists) read again for the
  // account now stored; signed out, the cache is just emptied.
  useEffect(
    () =>
      onSessionChangeElsewhere((token) => {
        void (token ? client.resetStore() : client.clearStore()).catch(() => undefined);
      }),
    [client],
  );
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <ToasterView />
          </Suspense>
        )}
      </ChakraProvider>
    </ApolloProvider>
  );
}
