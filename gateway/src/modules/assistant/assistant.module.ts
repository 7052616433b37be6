import { defineFeature } from '../../core/feature.js';
import { AssistantResolver } from './assistant.resolver.js';
import { assistantRoutes } from './assistant.routes.js';
import { WaitlistResolver } from './waitlist.resolver.js';

export const assistantFeature = defineFeature({
  name: 'assistant',
  routes: [assistantRoutes],
  resolvers: [WaitlistResolver, AssistantResolver],
});
