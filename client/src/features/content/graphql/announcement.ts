import { graphql } from '../../../gql';

// One announcement's page (apart from content.ts, which the first screen loads).
export const AnnouncementHeadFields = graphql(`
  fragment AnnouncementHeadFields on Announcement {
    id
    type
    title
    titleEn
    summary
    summaryEn
    author
    publishedAt
  }
`);

export const AnnouncementQuery = graphql(`
  query Announcement($id: Int!) {
    announcement(id: $id) {
      ...AnnouncementHeadFields
      content
      contentEn
    }
  }
`);

/** What a visitor sees of an announcement: the full text needs a signed-in session (SPEC §2.2). */
export const AnnouncementSummaryQuery = graphql(`
  query AnnouncementSummary($id: Int!) {
    announcement(id: $id) {
      ...AnnouncementHeadFields
    }
  }
`);
