import { graphql } from '../../../gql';

export const MyApiRowFields = graphql(`
  fragment MyApiRow on MyApi {
    id
    name
    nameEn
    description
    descriptionEn
    requestMethod
    address
    testUrl
    status
    pendingReview
    awaitingRelease
    updatedAt
    calls
    pendingRevision {
      id
      number
      status
      changedFields
      breaking
    }
  }
`);

/** The creator's own APIs (all of them: search, status filter and paging happen in the table). */
export const MyApisQuery = graphql(`
  query MyApis {
    myApis {
      ...MyApiRow
    }
  }
`);

/** One own API with what the edit form shows. */
export const MyApiQuery = graphql(`
  query MyApi($id: Int!) {
    myApi(id: $id) {
      id
      name
      description
      requestMethod
      address
      testUrl
      status
      pendingReview
      updatedAt
      calls
      responseFormat
      note
      needToken
      isPrototype
      responseExample
      responseSchema
      categoryId
      tagIds
      iconKey
      parameters {
        name
        description
        type
        required
        example
        location
      }
      pendingRevision {
        id
        number
        status
        address
        requestMethod
        responseFormat
        responseExample
        responseSchema
        breaking
        versionOverride
        changes {
          kind
          breaking
          label
          labelEn
          target
        }
        parameters {
          name
          note
          type
          required
          example
          location
        }
      }
    }
  }
`);

/** What the form offers to choose from: the categories and the tags. */
export const ApiFormChoicesQuery = graphql(`
  query ApiFormChoices {
    categories {
      id
      name
      nameEn
      slug
    }
    tags {
      id
      name
    }
  }
`);

export const CreateApiMutation = graphql(`
  mutation CreateApi($input: ApiFormInput!) {
    createApi(input: $input) {
      ...MyApiRow
    }
  }
`);

export const UpdateApiMutation = graphql(`
  mutation UpdateApi($id: Int!, $input: ApiFormInput!) {
    updateApi(id: $id, input: $input) {
      ...MyApiRow
    }
  }
`);

export const StatusChangeFields = graphql(`
  fragment StatusChange on ApiStatusChange {
    published
    api {
      ...MyApiRow
    }
  }
`);

export const SetApiStatusMutation = graphql(`
  mutation SetApiStatus($id: Int!, $status: Int!) {
    setApiStatus(id: $id, status: $status) {
      ...StatusChange
    }
  }
`);

export const ResubmitApiMutation = graphql(`
  mutation ResubmitApi($id: Int!) {
    resubmitApi(id: $id) {
      ...StatusChange
    }
  }
`);

export const RejectReasonQuery = graphql(`
  query ApiRejectReason($id: Int!) {
    apiRejectReason(id: $id)
  }
`);

/** The stored rollout request (prefills the dialog) and the API's own parameters (when none is stored). */
export const PublishConfigQuery = graphql(`
  query PublishConfig($apiId: Int!) {
    publishConfig(apiId: $apiId) {
      deployType
      grayScale
      parameters {
        name
        description
        type
        required
        location
      }
    }
    myApi(id: $apiId) {
      id
      awaitingRelease
      pendingRevision {
        number
        status
      }
      parameters {
        name
        description
        type
        required
        location
      }
    }
  }
`);

export const SubmitPublishConfigMutation = graphql(`
  mutation SubmitPublishConfig($input: PublishConfigInput!) {
    submitPublishConfig(input: $input)
  }
`);

/** The creator's reviews (SPEC §3 audit items). */
export const AuditListQuery = graphql(`
  query AuditList {
    myApis {
      id
      status
      pendingReview
    }
    auditList {
      apiId
      name
      note
      status
      comment
      createdAt
      reviewedAt
    }
  }
`);
