import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import { defineFeature } from '../../core/feature.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { MockRecorder } from './mock-recorder.js';
import { MockResolver } from './mock.resolver.js';
import { mockRoutes } from './mock.routes.js';
import { MockService } from './mock.service.js';

/** Wires the mock; `mock.stop()` writes the buffered mock calls before the database closes. */
export function createMockService(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  rateLimits: RateLimiters,
  onError: (err: unknown) => void,
): MockService {
  const recorder = new MockRecorder(ds, { intervalMs: config.callFlushMs, retentionDays: config.callRetentionDays }, onError);
  // Receipted mock calls are announced once written, as the open calls are (the tester's history follows).
  recorder.onReceipts((batch) => {
    for (const api of batch) pubsub.publish(Topic.CallsRecorded, api.apiId, api);
  });
  const mock = new MockService(ds, recorder, rateLimits, config.mockPerMinute);
  // A changed contract (any gateway) reaches this one's cache at once.
  mock.follow(pubsub.subscribe(Topic.ApiChanged));
  return mock;
}

export const mockFeature = defineFeature({
  name: 'mock',
  routes: [mockRoutes],
  resolvers: [MockResolver],
});
