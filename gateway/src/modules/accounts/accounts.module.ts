import { defineFeature } from '../../core/feature.js';
import { AccountsResolver } from './accounts.resolver.js';
import { accountsRoutes } from './accounts.routes.js';

export const accountsFeature = defineFeature({
  name: 'accounts',
  routes: [accountsRoutes],
  resolvers: [AccountsResolver],
});
