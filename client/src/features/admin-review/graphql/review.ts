import { graphql } from '../../../gql';

export const ReviewDeskQuery = graphql(`
  query ReviewDesk {
    pendingReviews {
      reviewId
      apiId
      name
      description
      submittedAt
      creatorName
      isPrototype
      version
      revision {
        number
        changedFields
        breaking
        versionOverride
        changes {
          kind
          breaking
          label
          labelEn
          target
        }
      }
    }
  }
`);

export const AuditListQuery = graphql(`
  query AdminAuditList {
    auditList {
      apiId
      name
      note
      status
      createdAt
      reviewedAt
      comment
    }
  }
`);

export const ReviewModeQuery = graphql(`
  query ReviewMode {
    reviewMode {
      currentMode
      modes {
        id
        name
      }
    }
  }
`);

export const ChangeReviewModeMutation = graphql(`
  mutation ChangeReviewMode($modeId: Int!) {
    changeReviewMode(modeId: $modeId)
  }
`);

export const PassApiMutation = graphql(`
  mutation PassApi($apiId: Int!, $version: String) {
    passApi(apiId: $apiId, version: $version)
  }
`);

export const RejectApiMutation = graphql(`
  mutation RejectApi($apiId: Int!, $comment: String, $version: String) {
    rejectApi(apiId: $apiId, comment: $comment, version: $version)
  }
`);

export const ReviewApisMutation = graphql(`
  mutation ReviewApis($input: ReviewDecisionInput!) {
    reviewApis(input: $input)
  }
`);

export const ApiPublishConfigQuery = graphql(`
  query ApiPublishConfig($apiId: Int!) {
    apiPublishConfig(apiId: $apiId) {
      apiId
      deployType
      threshold
      delayThreshold
      alertThreshold
      offThreshold
      attackProtection
      tokenRule
      tokenRuleLabel
      updatedAt
      updatedBy
    }
  }
`);

export const PublishApiMutation = graphql(`
  mutation PublishApi($input: PublishApiInput!) {
    publishApi(input: $input)
  }
`);

/** What the platform's alarm/shutdown policies give a threshold the publish config leaves empty. */
export const PlatformDefaultsQuery = graphql(`
  query PlatformDefaults {
    platformDefaults {
      delayThreshold
      alertThreshold
      alertCallsPerMinute
      offThreshold
      offConsecutiveFailures
    }
  }
`);
