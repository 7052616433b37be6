import { defineFeature } from '../../core/feature.js';
import { TenderResolver } from './tender.resolver.js';
import { tenderRoutes } from './tender.routes.js';

/** API requests (需求征集): visitors ask for missing APIs and vote; administrators answer them. */
export const tenderFeature = defineFeature({
  name: 'tender',
  routes: [tenderRoutes],
  resolvers: [TenderResolver],
});
