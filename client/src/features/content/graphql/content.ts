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
