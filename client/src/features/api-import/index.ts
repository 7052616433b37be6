// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { ExportLinks } from './components/ExportLinks';
export { ImportExportButtons } from './components/ImportExportButtons';
