import { useQuery } from '@apollo/client/react';
import { MeQuery } from '../graphql/accounts';

/** The signed-in account (id, name, role); `skip` while it is not needed. */
export const useMe = (options: { skip?: boolean; fetchPolicy?: 'network-only' } = {}) => useQuery(MeQuery, options);
