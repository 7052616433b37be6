import './i18n';

export { ApiDetail } from './components/ApiDetail';
// For other features (the assistant's code sample): the snippet generator and the request it reads.
export { generateSnippet, SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetLanguage } from './lib/snippets';
export { openAddress, type OpenRequest } from './lib/open-request';
export { useSnippet } from './hooks/useSnippet';
export { useBaseUrl } from './hooks/useBaseUrl';
export { CodeBlock } from './components/CodeBlock';
export { CopyButton } from './components/CopyButton';
