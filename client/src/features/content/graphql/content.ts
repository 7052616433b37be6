import { graphql } from '../../../gql';

export const AnnouncementsQuery = graphql(`
  query Announcements($type: String, $limit: Int!) {
    announcements(type: $type, offset: 0, limit: $limit) {
      total
      items {
        id
        type
        title
        titleEn
        summary
        summaryEn
        publishedAt
      }
    }
  }
`);

export const CurrentNoticeQuery = graphql(`
  query CurrentNotice {
    currentNotice {
      id
      content
      contentEn
      createdAt
    }
  }
`);

/** What every view of one announcement shows above its text. */
