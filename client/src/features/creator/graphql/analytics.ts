import { graphql } from '../../../gql';

/** One own API's figures over a period: calls, failures, p50/p95 and the trend; who called it most. */
export const ApiAnalyticsQuery = graphql(`
  query ApiAnalytics($apiId: Int!, $period: StatsPeriod!) {
    myApi(id: $apiId) {
      id
      name
      nameEn
      status
      pendingReview
      awaitingRelease
      requestMethod
      address
      calls
    }
    apiCallStats(apiId: $apiId, period: $period) {
      platform {
        calls
        successCalls
        avgMs
        p50Ms
        p95Ms
        series {
          at
          calls
          failed
          avgMs
          p95Ms
        }
      }
    }
    apiTopCallers(apiId: $apiId, period: $period) {
      requestIp
      calls
      failed
      lastCallAt
    }
  }
`);

/** The rollout as the proxy applies it, and the alerts raised on the API. */
export const ApiReleaseQuery = graphql(`
  query ApiReleaseState($apiId: Int!) {
    apiRelease(apiId: $apiId) {
      deployType
      share
      hasPreviousVersion
      rolledBack
      promoteAfterCalls
      healthyGrayCalls
    }
    interfaceAlerts(apiId: $apiId, limit: 10) {
      total
      items {
        id
        kind
        message
        calls
        failed
        slow
        createdAt
      }
    }
  }
`);

/** The developer centre: the creator's own APIs, unread notifications and keys, in one request. */
export const DeveloperCentreQuery = graphql(`
  query DeveloperCentre {
    myApis {
      ...MyApiRow
    }
    notifications(unreadOnly: true) {
      unread
    }
    myApiKeys {
      id
      revokedAt
    }
  }
`);
