import { defineFeature } from '../../core/feature.js';
import { KeysResolver } from './keys.resolver.js';
import { keysRoutes } from './keys.routes.js';

/** Personal API keys: made, listed and revoked by their owner; open calls name one with X-API-Key. */
export const keysFeature = defineFeature({
  name: 'keys',
  routes: [keysRoutes],
  resolvers: [KeysResolver],
});
