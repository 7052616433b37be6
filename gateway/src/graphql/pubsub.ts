import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { SystemMetrics } from '../modules/monitor/metrics.types.js';
import type { NotificationEvent } from '../modules/authoring/api-workflow.service.js';
import type { ActivityEvent } from '../modules/monitor/activity.types.js';
import type { CommentActivity } from '../modules/community/community.types.js';

/** Every subscription topic and its payload, in one place. */
export const Topic = {
  SystemMetrics: 'SYSTEM_METRICS',
  ActivityAdded: 'ACTIVITY_ADDED',
  CommentAdded: 'COMMENT_ADDED',
  NotificationAdded: 'NOTIFICATION_ADDED',
} as const;

export type TopicPayloads = {
  [Topic.SystemMetrics]: [SystemMetrics];
  [Topic.ActivityAdded]: [ActivityEvent];
  /** Routed by API id: each detail page hears only its own API. */
  [Topic.CommentAdded]: [apiId: number, payload: CommentActivity];
  /** Routed by user id: each creator hears only their own. */
  [Topic.NotificationAdded]: [userId: number, payload: NotificationEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<TopicPayloads>>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  close(): Promise<void>;
}

/** In-process by default; with REDIS_URL, through Redis so several gateways share events. */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<TopicPayloads>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<TopicPayloads>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
