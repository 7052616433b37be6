import { graphql } from '../../../gql';

// The version log, below the fold and on the repository page (apart from content.ts, which the first screen loads).
export const VersionLogsQuery = graphql(`
  query VersionLogs($limit: Int!) {
    versionLogs(offset: 0, limit: $limit) {
      total
      items {
        id
        version
        title
        titleEn
        description
        descriptionEn
        releasedOn
      }
    }
  }
`);
