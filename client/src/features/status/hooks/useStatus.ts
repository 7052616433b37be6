import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiStatusQuery,
  FollowApiStatusMutation,
  PostIncidentUpdateMutation,
  ScheduleMaintenanceMutation,
  SetProbeSettingsMutation,
  StatusPageQuery,
} from '../graphql/status';

// The status pages' reads and the writes of their management panels, one hook each.

/** Every API's state and uptime, read again every minute. */
export const useStatusPage = () =>
  useQuery(StatusPageQuery, { pollInterval: 60_000, fetchPolicy: 'cache-and-network' });

/** One API's state, incidents and maintenance, read again every minute (`skip`: no API named). */
export const useApiStatus = (apiId: number, skip: boolean) =>
  useQuery(ApiStatusQuery, { variables: { apiId }, pollInterval: 60_000, skip });

/** Follows (or stops following) an API's status. */
export const useFollowApiStatus = () => useMutation(FollowApiStatusMutation);

/** Posts an update to an incident. */
export const usePostIncidentUpdate = () => useMutation(PostIncidentUpdateMutation);

/** Schedules a maintenance window. */
export const useScheduleMaintenance = () => useMutation(ScheduleMaintenanceMutation);

/** Saves an API's probe settings. */
export const useSetProbeSettings = () => useMutation(SetProbeSettingsMutation);
