import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiPlansQuery,
  CreatePlanMutation,
  DeletePlanMutation,
  MySubscriptionsQuery,
  MyUsageQuery,
  PlanAnalyticsQuery,
  PlanEditorApiQuery,
  SwitchPlanMutation,
  UnsubscribePlanMutation,
  UpdatePlanMutation,
} from '../graphql/plans';

// The plans' reads and writes, one hook each (components never call Apollo themselves).

/** What a change of an API's plans reads again: its plans and their 30-day figures. */
const planLists = (apiId: number) => [
  { query: ApiPlansQuery, variables: { apiId } },
  { query: PlanAnalyticsQuery, variables: { apiId, days: 30 } },
];

/** An API's plans (`cached`: answered from the cache first, then the network). */
export const useApiPlans = (apiId: number, cached = false) =>
  useQuery(ApiPlansQuery, { variables: { apiId }, ...(cached ? { fetchPolicy: 'cache-and-network' as const } : {}) });

/** An API's plans' figures of the last 30 days. */
export const usePlanAnalytics = (apiId: number) =>
  useQuery(PlanAnalyticsQuery, { variables: { apiId, days: 30 }, fetchPolicy: 'cache-and-network' });

/** The API whose plans the editor shows. */
export const usePlanEditorApi = (apiId: number) =>
  useQuery(PlanEditorApiQuery, { variables: { apiId }, skip: !apiId });

/** The caller's subscriptions (`skip` for a visitor). */
export const useMySubscriptions = (skip = false) =>
  useQuery(MySubscriptionsQuery, { skip, fetchPolicy: 'cache-and-network' });

/** The caller's usage against quotas. */
export const useMyUsage = () => useQuery(MyUsageQuery, { fetchPolicy: 'cache-and-network' });

/** Deletes a plan of an API. */
export const useDeletePlan = (apiId: number) => useMutation(DeletePlanMutation, { refetchQueries: planLists(apiId) });

/** Creates and updates a plan of an API. */
export const useSavePlan = (apiId: number) => {
  const [create] = useMutation(CreatePlanMutation, { refetchQueries: planLists(apiId) });
  const [update] = useMutation(UpdatePlanMutation, { refetchQueries: planLists(apiId) });
  return { create, update };
};

/** Moves the caller's subscription to another plan. */
export const useSwitchPlan = () =>
  useMutation(SwitchPlanMutation, { refetchQueries: [{ query: MySubscriptionsQuery }] });

/** Ends one of the caller's subscriptions. */
export const useUnsubscribe = () => useMutation(UnsubscribePlanMutation, { refetchQueries: [MySubscriptionsQuery] });
