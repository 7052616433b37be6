import { graphql } from '../../../gql';

/**
 * The history list, the average time and the trend (this caller's calls against the platform's p50/p95), of one
 * version when the API has several; and every version's calls over the period (who still calls v1).
 */
export const ApiCallHistoryQuery = graphql(`
  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!, $version: String) {
    apiCallHistory(apiId: $apiId, limit: $limit, version: $version) {
      total
      avgMs
      items {
        responseTimeMs
        requestIp
        success
        status
        mock
        requestedAt
      }
      mockCalls {
        responseTimeMs
        requestIp
        success
        status
        mock
        requestedAt
      }
    }
    apiCallStats(apiId: $apiId, period: $period, version: $version) {
      platform {
        calls
        p50Ms
        p95Ms
        series {
          at
          calls
          avgMs
          p95Ms
        }
      }
      mine {
        calls
        avgMs
        series {
          at
          calls
          avgMs
        }
      }
      versions {
        version
        calls
        failed
        errorShare
        p50Ms
        p95Ms
      }
    }
  }
`);
