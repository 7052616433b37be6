// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { BlogCover } from './components/BlogCover';
