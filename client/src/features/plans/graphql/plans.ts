import { graphql } from '../../../gql';

export const PlanItemFragment = graphql(`
  fragment PlanItem on Plan {
    id
    apiId
    name
    nameEn
    dailyQuota
    monthlyQuota
    ratePerSecond
    overage
    needsApproval
    isDefault
    quotaText
    quotaTextEn
    subscribers
  }
`);

export const SubscriptionItemFragment = graphql(`
  fragment SubscriptionItem on PlanSubscription {
    id
    apiId
    apiName
    apiNameEn
    planId
    planName
    planNameEn
    keyId
    keyPrefix
    status
    suspendReason
    requestedPlanId
    requestedPlanName
    requestedPlanNameEn
    usedToday
    usedThisMonth
    dailyLimit
    monthlyLimit
    leftToday
    leftThisMonth
  }
`);

export const ApiPlansQuery = graphql(`
  query ApiPlans($apiId: Int!) {
    apiPlans(apiId: $apiId) {
      ...PlanItem
    }
  }
`);

export const MySubscriptionsQuery = graphql(`
  query MySubscriptions {
    mySubscriptions {
      ...SubscriptionItem
    }
  }
`);

export const MyUsageQuery = graphql(`
  query MyUsage($apiId: Int, $from: String, $to: String) {
    myUsage(apiId: $apiId, from: $from, to: $to) {
      subscriptionId
      apiId
      day
      calls
      billable
      overage
      refusedDaily
      refusedMonthly
      refusedRate
      refusedSuspended
    }
  }
`);

export const SubscribePlanMutation = graphql(`
  mutation SubscribePlan($input: SubscribeInput!) {
    subscribePlan(input: $input) {
      ...SubscriptionItem
    }
  }
`);

export const UnsubscribePlanMutation = graphql(`
  mutation UnsubscribePlan($id: Int!) {
    unsubscribePlan(id: $id) {
      id
      status
    }
  }
`);

export const CreatePlanMutation = graphql(`
  mutation CreatePlan($apiId: Int!, $input: PlanInput!) {
    createPlan(apiId: $apiId, input: $input) {
      ...PlanItem
    }
  }
`);

export const DeletePlanMutation = graphql(`
  mutation DeletePlan($planId: Int!) {
    deletePlan(planId: $planId) {
      id
    }
  }
`);

export const PlanAnalyticsQuery = graphql(`
  query PlanAnalytics($apiId: Int!, $days: Int!) {
    planAnalytics(apiId: $apiId, days: $days) {
      plans {
        planId
        planName
        subscribers
        calls
        billable
        refused
        p50Ms
        p95Ms
      }
      subscribers {
        subscriptionId
        account
        planName
        status
        calls
        billable
        refused
        refusedDaily
        refusedMonthly
        refusedRate
        daysAtLimit
        p50Ms
        p95Ms
      }
    }
  }
`);

export const AdminSubscriptionsQuery = graphql(`
  query AdminSubscriptions($status: String, $keyword: String, $limit: Int!, $offset: Int!) {
    adminSubscriptions(status: $status, keyword: $keyword, limit: $limit, offset: $offset) {
      total
      items {
        id
        account
        apiName
        apiNameEn
        planName
        planNameEn
        status
        suspendReason
        usedToday
        dailyLimit
      }
    }
  }
`);

export const SuspendSubscriptionMutation = graphql(`
  mutation SuspendSubscription($id: Int!, $suspended: Boolean!, $reason: String) {
    suspendSubscription(id: $id, suspended: $suspended, reason: $reason) {
      id
      status
      suspendReason
    }
  }
`);

export const SwitchPlanMutation = graphql(`
  mutation SwitchPlan($id: Int!, $planId: Int!) {
    switchPlan(id: $id, planId: $planId) {
      ...SubscriptionItem
    }
  }
`);

/** The requests of one API waiting for its creator: pending subscriptions and requested switches. */
export const PlanRequestsQuery = graphql(`
  query PlanRequests($apiId: Int!) {
    apiSubscriptions(apiId: $apiId, waiting: true, limit: 100, offset: 0) {
      total
      items {
        id
        account
        status
        planName
        planNameEn
        requestedPlanName
        requestedPlanNameEn
        createdAt
        requestedAt
      }
    }
  }
`);

export const ApproveSubscriptionMutation = graphql(`
  mutation ApproveSubscription($id: Int!) {
    approveSubscription(id: $id) {
      id
      status
      planId
      requestedPlanId
    }
  }
`);

export const DeclineSubscriptionMutation = graphql(`
  mutation DeclineSubscription($id: Int!, $reason: String) {
    declineSubscription(id: $id, reason: $reason) {
      id
      status
      requestedPlanId
    }
  }
`);

/** The name of one of the creator's APIs, for the plans editor's title. */
export const PlanEditorApiQuery = graphql(`
  query PlanEditorApi($apiId: Int!) {
    myApi(id: $apiId) {
      id
      name
      nameEn
    }
  }
`);

export const UpdatePlanMutation = graphql(`
  mutation UpdatePlan($planId: Int!, $input: PlanInput!) {
    updatePlan(planId: $planId, input: $input) {
      ...PlanItem
    }
  }
`);
