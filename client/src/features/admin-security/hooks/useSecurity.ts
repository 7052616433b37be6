import { useQuery } from '@apollo/client/react';
import { RolesQuery, SecurityPostureQuery } from '../graphql/security';

// The security screens' reads (components never call Apollo themselves).

/** The platform's security posture (sign-in, tokens, limits), from the cache first, then the network. */
export const useSecurityPosture = () => useQuery(SecurityPostureQuery, { fetchPolicy: 'cache-and-network' });

/** The roles and what each may call. */
export const useRoles = () => useQuery(RolesQuery);
