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
    category {
      id
      name
      nameEn
    }
  }
`);

export const PopularApisQuery = graphql(`
  query PopularApis($limit: Int!) {
    apis(offset: 0, limit: $limit) {
      total
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

export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      nameEn
    }
  }
`);

export const CreatorsQuery = graphql(`
  query Creators($limit: Int!) {
    creators(offset: 0, limit: $limit) {
      total
      items {
        id
        name
        nameEn
        title
        titleEn
        icon
        apiCount
        rating
        activity
        responseRate
        isOnline
      }
    }
  }
`);
