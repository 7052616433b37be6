import { defineFeature } from '../../core/feature.js';
import { ApiCatalogResolver } from './api-catalog.resolver.js';
import { apiCatalogRoutes } from './api-catalog.routes.js';
import { ApiFieldsResolver } from './api-fields.resolver.js';
import { ApiMarketResolver } from './api-market.resolver.js';
import { CategoryAdminResolver } from './category-admin.resolver.js';

export const catalogFeature = defineFeature({
  name: 'catalog',
  routes: [apiCatalogRoutes],
  resolvers: [ApiCatalogResolver, ApiFieldsResolver, ApiMarketResolver, CategoryAdminResolver],
  // Public catalogue reads, kept whole in the read cache (an answer that reads the caller's own data —
  // a private API's detail for its creator, isStarred — is never kept).
  cachedQueries: ['apis', 'api', 'searchApis', 'categories', 'creators', 'creator', 'market'],
});
