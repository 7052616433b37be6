import { defineFeature } from '../../core/feature.js';
import { BlogResolver } from './blog.resolver.js';

export const blogFeature = defineFeature({ name: 'blog', routes: [], resolvers: [BlogResolver] });
