import { useMutation, useQuery } from '@apollo/client/react';
import { PublicBaseUrlQuery, RecordVisitMutation } from '../graphql/device';

// The start-up report's read and write (components never call Apollo themselves).

/** Records this browser's visit (SPEC §3 device info). */
export const useRecordVisit = () => useMutation(RecordVisitMutation);

/** The open-call base address (SPEC §7 getBaseUrl; `skip` until the browser idles). */
export const usePublicBaseUrl = (skip: boolean) => useQuery(PublicBaseUrlQuery, { skip });
