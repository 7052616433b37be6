import { useQuery } from '@apollo/client/react';
import type { Role } from '../../../gql/graphql';
import { CheckRoleQuery } from '../graphql/console';

/** Asks the server whether the signed-in account has `role` (always fresh; the page says it, no toast). */
export function useCheckRole(role: Role) {
  return useQuery(CheckRoleQuery, {
    variables: { role },
    fetchPolicy: 'network-only',
    context: { quietForbidden: true },
  });
}
