import { graphql } from '../../../gql';

export const JoinWaitlistMutation = graphql(`
  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {
    joinAssistantWaitlist(input: $input) {
      alreadyJoined
      joinedAt
    }
  }
`);
