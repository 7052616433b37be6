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

/**
 * The tester's one name → value map (every pair, wherever it travels; a later duplicate wins), as
 * `mockCall` and the tester's door `…/try` take it: the gateway places each value by its location.
 * (`jsonBody` now holds only the pairs that travel in the body.)
 */
export function valueMap(params: readonly { name: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(params.map((p) => [p.name, p.value]));
}
