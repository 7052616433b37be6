import { useQuery } from '@apollo/client/react';
import { AnnouncementsQuery, CurrentNoticeQuery } from '../graphql/content';

// The home page's announcements and notice reads (components never call Apollo themselves). The reads of
// lazy screens (one announcement, the version log) have modules of their own: a hook here, on the first
// route, would put its documents in the entry.

/** The latest announcements of one type (`null`: all types). */
export const useAnnouncements = (type: string | null, limit: number) =>
  useQuery(AnnouncementsQuery, { variables: { type, limit } });

/** The notice currently published, if any. */
export const useCurrentNotice = () => useQuery(CurrentNoticeQuery);
