import { defineFeature } from '../../core/feature.js';
import { DeviceInfoResolver } from './device-info.resolver.js';
import { deviceInfoRoutes } from './device-info.routes.js';

export const deviceInfoFeature = defineFeature({
  name: 'device-info',
  routes: [deviceInfoRoutes],
  resolvers: [DeviceInfoResolver],
});
