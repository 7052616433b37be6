import { defineFeature } from '../../core/feature.js';
import { CreatorsResolver } from './creators.resolver.js';

export const creatorsFeature = defineFeature({
  name: 'creators',
  routes: [],
  resolvers: [CreatorsResolver],
});
