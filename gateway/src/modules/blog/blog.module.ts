import { defineFeature } from '../../core/feature.js';
import { BlogResolver } from './blog.resolver.js';
import { blogRoutes } from './blog.routes.js';

export const blogFeature = defineFeature({ name: 'blog', routes: [blogRoutes], resolvers: [BlogResolver] });
