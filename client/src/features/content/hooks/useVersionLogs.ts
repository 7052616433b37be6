import { useQuery } from '@apollo/client/react';
import { VersionLogsQuery } from '../graphql/version-logs';

/** The platform's latest release notes (the home page's version log, loaded when scrolled near). */
export const useVersionLogs = (limit: number) => useQuery(VersionLogsQuery, { variables: { limit } });
