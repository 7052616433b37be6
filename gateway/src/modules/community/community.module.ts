import { defineFeature } from '../../core/feature.js';
import { CallReplayResolver, CommunityResolver } from './community.resolver.js';
import { communityRoutes } from './community.routes.js';
import { DeveloperTalkResolver } from './developer-talk.js';

export const communityFeature = defineFeature({
  name: 'community',
  routes: [communityRoutes],
  resolvers: [CommunityResolver, CallReplayResolver, DeveloperTalkResolver],
});
