/** The request the tester sends and the code samples show (SPEC §7 "Test call"), from the shared snippets package. */
export {
  hasBody,
  jsonBody,
  mockAddress,
  openAddress,
  queryString,
  resolveParams,
  TEST_METHODS,
  type OpenRequest,
  type ParamRow,
  type TestMethod,
} from '@api-market/snippets';
