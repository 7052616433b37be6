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

export const AnnouncementQuery = graphql(`
  query Announcement($id: Int!) {
    announcement(id: $id) {
      id
      type
      title
      titleEn
      content
      contentEn
      author
      publishedAt
    }
  }
`);
