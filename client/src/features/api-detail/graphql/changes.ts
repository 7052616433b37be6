import { graphql } from '../../../gql';

/** The API's change history (变更记录): each released revision and what changed against the one before. */
export const ApiChangeHistoryQuery = graphql(`
  query ApiChangeHistory($apiId: Int!) {
    apiChangeHistory(apiId: $apiId) {
      number
      releasedAt
      deployType
      grayShare
      state
      initial
      addressChanged
      method {
        before
        after
      }
      responseFormat {
        before
        after
      }
      responseExample {
        before
        after
      }
      params {
        change
        name
        fields
        before {
          type
          required
          note
          example
          location
        }
        after {
          type
          required
          note
          example
          location
        }
      }
      paramCount
    }
  }
`);
