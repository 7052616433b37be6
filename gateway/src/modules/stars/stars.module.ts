import { defineFeature } from '../../core/feature.js';
import { StarResolver } from './star.resolver.js';

export const starsFeature = defineFeature({
  name: 'stars',
  routes: [],
  resolvers: [StarResolver],
});
