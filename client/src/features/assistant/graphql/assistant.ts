import { graphql } from '../../../gql';

export const JoinWaitlistMutation = graphql(`
  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {
    joinAssistantWaitlist(input: $input) {
      joinedAt
    }
  }
`);

export const AssistantAnswerQuery = graphql(`
  query AssistantAnswer($question: String!) {
    assistantAnswer(question: $question) {
      question
      picks {
        apiId
        name
        nameEn
        description
        descriptionEn
        categoryName
        categoryNameEn
        requestMethod
        needToken
        status
        score
        reasons {
          word
          field
          via
          from
        }
        params {
          name
          example
          suggested
          suggestedFrom
        }
      }
    }
  }
`);
