import { useQuery } from '@apollo/client/react';
import { CreatorProfileQuery, CreatorWorksQuery } from '../graphql/creator';

// The creator page's reads (components never call Apollo themselves; follow: useFollow).

/** A creator's profile and activity, days counted in `timeZone` (`skip`: the address names none). */
export const useCreatorProfile = (id: number, timeZone: string, skip: boolean) =>
  useQuery(CreatorProfileQuery, { variables: { id, timeZone }, skip });

/** One page of a creator's public APIs matching `keywords`. */
export const useCreatorWorks = (creatorId: number, keywords: string, offset: number, limit: number) =>
  useQuery(CreatorWorksQuery, { variables: { creatorId, keywords, offset, limit } });
