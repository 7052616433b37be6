// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { useConsoleLink } from './hooks/useConsoleLink';
export { CreateApiKeyMutation, MyApiKeysQuery } from './graphql/account';
