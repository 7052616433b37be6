// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { SuggestInput, type Suggestion } from './components/SuggestInput';
export { RecordSearchClickMutation } from './graphql/search';
export { useSearchClick } from './hooks/useSearchClick';
export { useRecordSearchPick } from './hooks/useRecordSearchPick';
