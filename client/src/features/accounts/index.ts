// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { AccountMenu } from './components/AccountMenu';
export { MeQuery } from './graphql/accounts';
