import { graphql } from '../../../gql';

/** Everything an API card and its details modal show (SPEC §2.5). */
export const ApiCardFields = graphql(`
  fragment ApiCardFields on Api {
    id
    name
    nameEn
    description
    descriptionEn
    imageUrl
    icon
    stars
    status
    isNew
    isOriginal
    isPrototype
    updatedAt
    needToken
    requestMethod
    responseFormat
    testUrl
    address
    responseExample
    provider
    note
    noteEn
    hot
    category {
      id
      name
      nameEn
      slug
    }
    weekly {
      calls
      medianMs
      successRate
    }
  }
`);

/** Home: the most called APIs of the last 7 days (the market's POPULAR order). */
export const PopularApisQuery = graphql(`
  query PopularApis($limit: Int!) {
    market(sort: POPULAR, offset: 0, limit: $limit) {
      allCount
      items {
        ...ApiCardFields
      }
    }
  }
`);

export const SearchApisQuery = graphql(`
  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {
    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {
      total
      items {
        ...ApiCardFields
      }
    }
  }
`);

export const MyStarredApiIdsQuery = graphql(`
  query MyStarredApiIds {
    myStarredApiIds
  }
`);

export const SetApiStarMutation = graphql(`
  mutation SetApiStar($apiId: Int!, $starred: Boolean!) {
    setApiStar(apiId: $apiId, starred: $starred) {
      id
      stars
      starredByMe
    }
  }
`);
