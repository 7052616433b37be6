import { graphql } from '../../../gql';

/** The online tester in 模拟 / Mock mode: the API's mock, free and recorded in the history as mock. */
export const MockCallMutation = graphql(`
  mutation MockCall($apiId: Int!, $method: MockMethod!, $params: JSONObject, $receipt: String) {
    mockCall(apiId: $apiId, method: $method, params: $params, receipt: $receipt) {
      mock
      source
      status
      contentType
      body
    }
  }
`);
