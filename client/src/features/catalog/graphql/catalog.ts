import { graphql } from '../../../gql';

export const PopularApisQuery = graphql(`
  query PopularApis($limit: Int!) {
    apis(offset: 0, limit: $limit) {
      total
      items {
        id
        name
        nameEn
        description
        descriptionEn
        icon
        stars
        status
        isNew
        isOriginal
        updatedAt
        category {
          id
          name
          nameEn
        }
      }
    }
  }
`);
