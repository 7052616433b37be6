import { useMutation, useQuery } from '@apollo/client/react';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from '../graphql/account';

/** The caller's API keys, and creating (the list is read again) and revoking one. */
export function useApiKeys() {
  const list = useQuery(MyApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateApiKeyMutation, { refetchQueries: [MyApiKeysQuery] });
  const [revoke, { loading: revoking }] = useMutation(RevokeApiKeyMutation);
  return { ...list, create, revoke, revoking };
}
