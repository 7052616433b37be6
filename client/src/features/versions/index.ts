// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { useApiVersions } from './hooks/useApiVersions';
export { VersionNotices } from './components/VersionNotices';
export { VersionSwitcher } from './components/VersionSwitcher';
export { ClassifiedChanges } from './components/ClassifiedChanges';
export { OverrideBreaking } from './components/OverrideBreaking';
export { VersionManager } from './components/VersionManager';
