import { graphql } from '../../../gql';

// The search insights of the console (apart from search.ts, which the first screen loads).
export const SearchAnalyticsQuery = graphql(`
  query SearchAnalytics($days: Int!) {
    searchAnalytics(days: $days) {
      days
      searches
      zeroResultSearches
      clicks
      topQueries {
        query
        searches
        results
        clicks
        clickThrough
        lastAt
      }
      zeroResultQueries {
        query
        searches
        lastAt
        tenderRequestId
      }
    }
  }
`);

export const SearchSynonymsQuery = graphql(`
  query SearchSynonyms {
    searchSynonyms {
      id
      terms
      createdAt
    }
  }
`);

export const AddSearchSynonymsMutation = graphql(`
  mutation AddSearchSynonyms($terms: [String!]!) {
    addSearchSynonyms(input: { terms: $terms }) {
      id
      terms
      createdAt
    }
  }
`);

export const RemoveSearchSynonymsMutation = graphql(`
  mutation RemoveSearchSynonyms($id: Int!) {
    removeSearchSynonyms(id: $id)
  }
`);

export const TurnSearchIntoRequestMutation = graphql(`
  mutation TurnSearchIntoRequest($query: String!) {
    turnSearchIntoRequest(query: $query)
  }
`);
