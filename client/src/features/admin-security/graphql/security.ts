import { graphql } from '../../../gql';

export const RolesQuery = graphql(`
  query Roles {
    roles {
      role
      accounts
      total
      grants {
        method
        path
        summary
        tag
      }
      graphqlGrants {
        kind
        name
        description
        descriptionZh
      }
    }
  }
`);

export const SecurityPostureQuery = graphql(`
  query SecurityPosture {
    securityPosture {
      upstreamAllowList
      upstreamPorts
      upstreamTimeoutMs
      upstreamMaxBytes
      tokenTtlSeconds
      loginMaxAttempts
      loginWindowSeconds
      registrationsPerHour
      rateLimits {
        key
        points
        seconds
      }
      graphqlMaxCost
      graphqlMaxDepth
      graphqlMaxAliases
      sharedCounters
      refusals {
        method
        route
        status
        count
      }
      refusedOpenCalls
      since
    }
  }
`);
