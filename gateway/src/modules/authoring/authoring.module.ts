import { defineFeature } from '../../core/feature.js';
import { AuthoringResolver } from './authoring.resolver.js';
import { authoringRoutes, notificationRoutes } from './authoring.routes.js';

export const authoringFeature = defineFeature({
  name: 'authoring',
  routes: [authoringRoutes, notificationRoutes],
  resolvers: [AuthoringResolver],
});
