import { useQuery } from '@apollo/client/react';
import { DeveloperTalkQuery } from '../graphql/talk';

/** One page of the developers' latest comments, from the cache first, then the network. */
export const useDeveloperTalk = (offset: number, limit: number) =>
  useQuery(DeveloperTalkQuery, { variables: { offset, limit }, fetchPolicy: 'cache-and-network' });
