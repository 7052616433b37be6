import { defineFeature } from '../../core/feature.js';
import { ImportsResolver } from './imports.resolver.js';
import { importsRoutes } from './imports.routes.js';

export const importsFeature = defineFeature({
  name: 'imports',
  routes: [importsRoutes],
  resolvers: [ImportsResolver],
});
