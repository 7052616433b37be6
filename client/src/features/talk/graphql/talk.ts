import { graphql } from '../../../gql';

export const DeveloperTalkQuery = graphql(`
  query DeveloperTalk($offset: Int!, $limit: Int!) {
    developerTalk(offset: $offset, limit: $limit) {
      total
      items {
        id
        apiId
        apiName
        apiNameEn
        content
        nickname
        userId
        createTime
        likeCount
        repliesCount
      }
    }
  }
`);
