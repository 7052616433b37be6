import { defineFeature } from '../../core/feature.js';
import { AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.routes.js';
import { PolicyResolver } from './policy.resolver.js';
import { ReviewResolver } from './review.resolver.js';
import { SecurityResolver } from './security.resolver.js';
import { reviewRoutes } from './review.routes.js';

export const adminFeature = defineFeature({
  name: 'admin',
  routes: [adminRoutes, reviewRoutes],
  resolvers: [AdminResolver, ReviewResolver, PolicyResolver, SecurityResolver],
});
