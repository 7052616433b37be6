import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LogoutMutation, RegisterMutation } from '../graphql/accounts';

// The account's writes (components never call Apollo themselves; sign-in: LoginForm, reads: useMe).

/** Creates an account. */
export const useRegister = () => useMutation(RegisterMutation);

/** Signs out (here, or everywhere with `everywhere: true`). */
export const useLogout = () => useMutation(LogoutMutation);

/** Forgets every cached answer (after signing out, nothing of the account stays on screen). */
export function useClearStore() {
  const client = useApolloClient();
  return useCallback(() => client.clearStore(), [client]);
}
