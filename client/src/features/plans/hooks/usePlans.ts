import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { readableServerMessage } from '../../../app/server-message';
import type { AdminSubscriptionsQueryVariables } from '../../../gql/graphql';
import {
  AdminSubscriptionsQuery,
  ApiPlansQuery,
  ApproveSubscriptionMutation,
  DeclineSubscriptionMutation,
  PlanRequestsQuery,
  SuspendSubscriptionMutation,
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

/** Ends one of the caller's subscriptions, toasting the outcome (the server's reason when refused). */
export function useEndSubscription() {
  const { t } = useTranslation();
  const [unsubscribe, { loading }] = useUnsubscribe();
  const end = async (id: number) => {
    try {
      await unsubscribe({ variables: { id } });
      toaster.create({ type: 'success', title: t('plans.usage.unsubscribed') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.usage.unsubscribeFailed'), description: readableServerMessage(e) });
    }
  };
  return { end, loading };
}

/** Administrators: one page of every subscription, filtered by status and keyword. */
export const useAdminSubscriptions = (variables: AdminSubscriptionsQueryVariables) =>
  useQuery(AdminSubscriptionsQuery, { variables, fetchPolicy: 'cache-and-network' });

/** Administrators: suspends or resumes a subscription; the page shown reads again. */
export const useSuspendSubscription = (variables: AdminSubscriptionsQueryVariables) =>
  useMutation(SuspendSubscriptionMutation, { refetchQueries: [{ query: AdminSubscriptionsQuery, variables }] });

/** The requests of one API waiting for its creator. */
export const usePlanRequests = (apiId: number) =>
  useQuery(PlanRequestsQuery, { variables: { apiId }, fetchPolicy: 'cache-and-network' });

/** Approves or declines a request; the requests, the plans and their figures read again. */
export function useAnswerPlanRequest(apiId: number) {
  const refetchQueries = [{ query: PlanRequestsQuery, variables: { apiId } }, ...planLists(apiId)];
  const [approve, { loading: approving }] = useMutation(ApproveSubscriptionMutation, { refetchQueries });
  const [decline, { loading: declining }] = useMutation(DeclineSubscriptionMutation, { refetchQueries });
  return { approve, approving, decline, declining };
}

