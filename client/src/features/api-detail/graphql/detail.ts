import { graphql } from '../../../gql';

export const ApiDetailQuery = graphql(`
  query ApiDetail($id: Int!) {
    api(id: $id) {
      id
      name
      nameEn
      description
      descriptionEn
      note
      noteEn
      status
      hot
      callCount
      stars
      updatedAt
      requestMethod
      responseFormat
      responseExample
      needToken
      isPrototype
      address
      author {
        id
        name
        nameEn
        icon
      }
      requestParams {
        id
        name
        type
        required
        note
        noteEn
        example
        location
      }
      bugFixHistory {
        version
        fixedOn
        description
      }
    }
  }
`);

/** After a test call: the header's call count and hot tag (normalised into the same Api entry). */
export const ApiCallCountQuery = graphql(`
  query ApiCallCount($id: Int!) {
    api(id: $id) {
      id
      callCount
      hot
    }
  }
`);

/**
 * An open detail page hears its API's status change (taken offline, listed again): the answer is
 * normalised into the same Api entry, so the header, the basic info and the tester follow at once.
 */
export const ApiChangedSubscription = graphql(`
  subscription ApiChanged($id: Int!) {
    apiChanged(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

/**
 * The page's own test calls carry its receipt (X-Call-Receipt, mockCall's `receipt`); the gateway says
 * here when a batch holding them is recorded, and the page reads its call figures again.
 */
export const CallRecordedSubscription = graphql(`
  subscription CallRecorded($apiId: Int!, $receipt: String!) {
    callRecorded(apiId: $apiId, receipt: $receipt) {
      apiId
      receipt
    }
  }
`);
