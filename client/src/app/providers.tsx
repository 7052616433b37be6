import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { system } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const client = useMemo(
    () =>
      createApolloClient({
        onUnauthenticated: () => {
          if (!location.hash.startsWith('#/login')) location.hash = '#/login';
        },
        onForbidden: (message) => console.warn(message),
      }),
    [],
  );
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ApolloProvider>
  );
}
