import { graphql } from '../../../gql';

// The suggestions combobox's read: apart from search.ts (its click record is on the first route), so
// the document loads with the combobox, not in the entry.
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
