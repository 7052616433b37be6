import { graphql } from '../../../gql';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($prefix: String!, $limit: Int) {
    searchSuggestions(prefix: $prefix, limit: $limit) {
      kind
      text
      textEn
      apiId
      categoryId
    }
  }
`);

export const RecordSearchClickMutation = graphql(`
  mutation RecordSearchClick($query: String!, $apiId: Int!) {
    recordSearchClick(query: $query, apiId: $apiId)
  }
`);
