import { defineFeature } from '../../core/feature.js';
import { BugFixResolver } from './bug-fix.resolver.js';
import { bugFixRoutes } from './bug-fix.routes.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { feedbackRoutes } from './feedback.routes.js';

export const feedbackFeature = defineFeature({
  name: 'feedback',
  routes: [feedbackRoutes, bugFixRoutes],
  resolvers: [FeedbackResolver, BugFixResolver],
});
