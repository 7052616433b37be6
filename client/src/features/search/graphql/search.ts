import { graphql } from '../../../gql';

export const RecordSearchClickMutation = graphql(`
  mutation RecordSearchClick($query: String!, $apiId: Int!) {
    recordSearchClick(query: $query, apiId: $apiId)
  }
`);
