/**
 * The code-sample generator (httpsnippet-lite and the targets it lacks), shared by the client's code
 * samples and the gateway's MCP tool `get_code_sample`: pure functions of an open request.
 */
export {
  generateSnippet,
  SAMPLE_TIMEOUT_SECONDS,
  SNIPPET_LABELS,
  SNIPPET_LANGUAGES,
  toHar,
  type SnippetLanguage,
} from './snippets.js';
export {
  hasBody,
  jsonBody,
  mockAddress,
  openAddress,
  paramHeaders,
  queryParams,
  queryString,
  resolveParams,
  TEST_METHODS,
  type OpenRequest,
  type ParamRow,
  type TestMethod,
} from './open-request.js';
