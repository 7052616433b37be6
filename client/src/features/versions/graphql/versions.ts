import { graphql } from '../../../gql';

export const ApiVersionsQuery = graphql(`
  query ApiVersions($apiId: Int!) {
    apiVersions(apiId: $apiId) {
      version
      status
      sunset
      successor
      deprecatedAt
      isDefault
      isLatest
      calls30d
      requestMethod
      responseExample
    }
    apiDrift(apiId: $apiId) {
      since
      message
    }
  }
`);

export const DeprecateApiVersionMutation = graphql(`
  mutation DeprecateApiVersion($apiId: Int!, $version: String!, $sunset: String!, $successor: String!) {
    deprecateApiVersion(apiId: $apiId, version: $version, sunset: $sunset, successor: $successor) {
      version
      status
      sunset
      successor
      deprecatedAt
    }
  }
`);

export const ApiVersionCallersQuery = graphql(`
  query ApiVersionCallers($apiId: Int!, $version: String!) {
    apiVersionCallers(apiId: $apiId, version: $version) {
      days {
        day
        calls
        users
        anonymous
      }
      callers {
        userId
        account
        calls
        lastCalledAt
      }
    }
  }
`);

export const OverrideBreakingRevisionMutation = graphql(`
  mutation OverrideBreakingRevision($apiId: Int!, $reason: String!) {
    overrideBreakingRevision(apiId: $apiId, reason: $reason)
  }
`);
