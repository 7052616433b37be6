import { useQuery } from '@apollo/client/react';
import { AnnouncementQuery, AnnouncementSummaryQuery } from '../graphql/announcement';
import { AnnouncementsQuery, CurrentNoticeQuery } from '../graphql/content';
import { VersionLogsQuery } from '../graphql/version-logs';

// The announcements', notice's and version log's reads (components never call Apollo themselves).

/** One announcement: the whole text for a signed-in reader, its summary for a visitor (`valid`: the id is one). */
export function useAnnouncement(id: number, valid: boolean, signedIn: boolean) {
  const full = useQuery(AnnouncementQuery, { variables: { id }, skip: !valid || !signedIn });
  const summary = useQuery(AnnouncementSummaryQuery, { variables: { id }, skip: !valid || signedIn });
  return { full, summary };
}

/** The latest announcements of one type (`null`: all types). */
export const useAnnouncements = (type: string | null, limit: number) =>
  useQuery(AnnouncementsQuery, { variables: { type, limit } });

/** The notice currently published, if any. */
export const useCurrentNotice = () => useQuery(CurrentNoticeQuery);

/** The platform's latest release notes. */
export const useVersionLogs = (limit: number) => useQuery(VersionLogsQuery, { variables: { limit } });
