/** The code-sample generator lives in the shared workspace package (the MCP server's get_code_sample uses it too). */
export {
  generateSnippet,
  SAMPLE_TIMEOUT_SECONDS,
  SNIPPET_LABELS,
  SNIPPET_LANGUAGES,
  toHar,
  type SnippetLanguage,
} from '@api-market/snippets';
