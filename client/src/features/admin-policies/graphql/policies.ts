import { graphql } from '../../../gql';

// Alarm and shutdown policy ids overlap (both start at 1): the screen reads `policyId`, never `id`, so
// the Apollo cache keeps each list's rows instead of merging two policies into one `Policy:1`.

export const PoliciesQuery = graphql(`
  query AdminPolicies {
    policies {
      alarm {
        policyId
        policy
        threshold
        unit
      }
      shutdown {
        policyId
        policy
        threshold
        unit
      }
    }
    platformDefaults {
      delayThreshold
      alertThreshold
      alertCallsPerMinute
      offThreshold
      offConsecutiveFailures
    }
  }
`);

export const CreatePolicyMutation = graphql(`
  mutation CreatePolicy($input: PolicyInput!) {
    createPolicy(input: $input) {
      policyId
    }
  }
`);

export const SetPolicyThresholdMutation = graphql(`
  mutation SetPolicyThreshold($kind: PolicyKind!, $id: Int!, $threshold: Int!) {
    setPolicyThreshold(kind: $kind, id: $id, threshold: $threshold) {
      policyId
      threshold
    }
  }
`);

export const DeletePolicyMutation = graphql(`
  mutation DeletePolicy($kind: PolicyKind!, $id: Int!) {
    deletePolicy(kind: $kind, id: $id)
  }
`);
