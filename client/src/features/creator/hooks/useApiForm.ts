import { useMutation, useQuery } from '@apollo/client/react';
import { CreateApiMutation, MyApiQuery, MyApisQuery, UpdateApiMutation } from '../graphql/my-apis';

/** One of the creator's APIs as the form edits it (none read when creating), always from the server. */
export function useMyApi(id: number | null) {
  return useQuery(MyApiQuery, {
    variables: { id: id ?? 0 },
    skip: !id,
    fetchPolicy: 'network-only',
  });
}

/** Create and update an API; My API's list follows. */
export function useSaveApi() {
  const opts = { refetchQueries: [MyApisQuery] };
  const [create] = useMutation(CreateApiMutation, opts);
  const [update] = useMutation(UpdateApiMutation, opts);
  return { create, update };
}
