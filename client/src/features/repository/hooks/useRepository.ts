import { useQuery } from '@apollo/client/react';
import { VersionLogsQuery } from '../../content';
import { RepositoryCommitsQuery } from '../graphql/repository';

/** The platform's version log (from the content feature), the latest `limit`. */
export const useVersionLogs = (limit: number) => useQuery(VersionLogsQuery, { variables: { limit } });

/** The repository's latest `limit` commits. */
export const useRepositoryCommits = (limit: number) =>
  useQuery(RepositoryCommitsQuery, { variables: { limit } });
