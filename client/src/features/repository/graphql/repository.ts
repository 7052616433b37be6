import { graphql } from '../../../gql';

export const RepositoryCommitsQuery = graphql(`
  query RepositoryCommits($limit: Int!) {
    repositoryCommits(limit: $limit) {
      oid
      message
      authorName
      authorEmail
      committedDate
    }
  }
`);
