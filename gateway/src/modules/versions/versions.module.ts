import { defineFeature } from '../../core/feature.js';
import { VersionsResolver } from './versions.resolver.js';
import { versionsRoutes } from './versions.routes.js';

/** Versions, classified changes, deprecation and sunset, drift (issue #30). */
export const versionsFeature = defineFeature({
  name: 'versions',
  routes: [versionsRoutes],
  resolvers: [VersionsResolver],
});
