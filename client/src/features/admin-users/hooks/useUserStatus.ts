import { useMutation, useQuery } from '@apollo/client/react';
import { SetUserStatusMutation, UserStatusEventsQuery } from '../graphql/users';

/** The latest 10 enable/disable events (the audit trail). */
export const useUserStatusEvents = () => useQuery(UserStatusEventsQuery, { variables: { limit: 10 } });

/** Enables or disables an account. */
export const useSetUserStatus = () => useMutation(SetUserStatusMutation);
