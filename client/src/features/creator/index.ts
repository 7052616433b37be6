// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { DialogFrame } from './components/DialogFrame';
export { serverMessage } from './lib/errors';
export { ConfirmDialog } from './components/ConfirmDialog';
export { useConsoleLink } from './hooks/useConsoleLink';
export { EmptyBlock } from './components/EmptyBlock';
export { CreateApiKeyMutation, MyApiKeysQuery } from './graphql/account';
