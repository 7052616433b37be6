import { useMutation } from '@apollo/client/react';
import { LoginMutation } from '../graphql/accounts';

/** The sign-in mutation, with its loading and error state (LoginForm signs in with it). */
export function useLogin() {
  return useMutation(LoginMutation);
}
