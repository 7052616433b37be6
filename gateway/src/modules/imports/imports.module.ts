import { defineFeature } from '../../core/feature.js';
import { importsRoutes } from './imports.routes.js';

export const importsFeature = defineFeature({
  name: 'imports',
  routes: [importsRoutes],
  resolvers: [],
});
