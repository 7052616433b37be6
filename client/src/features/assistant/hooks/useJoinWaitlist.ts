import { useMutation } from '@apollo/client/react';
import { JoinWaitlistMutation } from '../graphql/assistant';

/** Puts an e-mail address (and a wish) on the assistant's waiting list. */
export const useJoinWaitlist = () => useMutation(JoinWaitlistMutation);
