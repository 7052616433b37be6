import { defineFeature } from '../../core/feature.js';
import { ArticleAdminResolver } from './article-admin.resolver.js';
import { ContentResolver } from './content.resolver.js';
import { contentRoutes } from './content.routes.js';

export const contentFeature = defineFeature({
  name: 'content',
  routes: [contentRoutes],
  resolvers: [ContentResolver, ArticleAdminResolver],
  // Public content read on every visit (not articles: each read counts a view).
  cachedQueries: ['versionLogs', 'announcements', 'announcement', 'currentNotice', 'problemTypes'],
});
