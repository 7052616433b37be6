// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { useConsoleTitle } from './hooks/useConsoleTitle';
export { useConsoleRole } from './hooks/useConsoleRole';
export { useLeavePage } from './hooks/useLeavePage';
export { entryById, fillPath } from './registry';
export { useConsolePath } from './hooks/useConsolePath';
