import { defineFeature } from '../../core/feature.js';
import { SearchResolver } from './search.resolver.js';
import { searchRoutes } from './search.routes.js';

/** Catalogue search (issue #28): suggestions, click-through, synonyms and analytics in the console. */
export const searchFeature = defineFeature({
  name: 'search',
  routes: [searchRoutes],
  resolvers: [SearchResolver],
  // Suggestions depend on the catalogue and the synonyms only: kept like the catalogue reads.
  cachedQueries: ['searchSuggestions'],
});
