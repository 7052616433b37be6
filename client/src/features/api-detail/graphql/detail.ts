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
