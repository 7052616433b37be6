import { graphql } from '../../../gql';

/** One page of the market with the category facets of the same keyword. */
export const MarketQuery = graphql(`
  query Market($keywords: String!, $categoryId: Int, $sort: MarketSort!, $offset: Int!, $limit: Int!) {
    market(keywords: $keywords, categoryId: $categoryId, sort: $sort, offset: $offset, limit: $limit) {
      total
      allCount
      facets {
        count
        category {
          id
          name
          nameEn
          slug
        }
      }
      items {
        ...ApiCardFields
      }
    }
  }
`);
