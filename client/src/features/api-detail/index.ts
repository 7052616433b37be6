import './i18n';

export { ApiDetail } from './components/ApiDetail';
// For other features (the assistant's code sample): the snippet generator and the request it reads.
export { generateSnippet, SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetLanguage } from './lib/snippets';
export { openAddress, type OpenRequest } from './lib/open-request';
export { useSnippet } from './hooks/useSnippet';
export { useBaseUrl } from './hooks/useBaseUrl';
export { type TestResult, useTestCall } from './hooks/useTestCall';
export { CodeSamples } from './components/CodeSamples';
export { Tester } from './components/Tester';
export { useTester } from './hooks/useTester';
export { TEST_METHODS, type TestMethod } from './lib/open-request';
