import { defineFeature } from '../../core/feature.js';
import { ActivityResolver } from './activity.resolver.js';
import { MonitorResolver } from './monitor.resolver.js';
import { monitorRoutes } from './monitor.routes.js';

export const monitorFeature = defineFeature({
  name: 'monitor',
  routes: [monitorRoutes],
  resolvers: [MonitorResolver, ActivityResolver],
});
