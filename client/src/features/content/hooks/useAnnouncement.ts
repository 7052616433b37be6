import { useQuery } from '@apollo/client/react';
import { AnnouncementQuery, AnnouncementSummaryQuery } from '../graphql/announcement';

/** One announcement: the whole text for a signed-in reader, its summary for a visitor (`valid`: the id is one). */
export function useAnnouncement(id: number, valid: boolean, signedIn: boolean) {
  const full = useQuery(AnnouncementQuery, { variables: { id }, skip: !valid || !signedIn });
  const summary = useQuery(AnnouncementSummaryQuery, { variables: { id }, skip: !valid || signedIn });
  return { full, summary };
}
