import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { SystemMetrics } from '../modules/monitor/metrics.types.js';
import type { NotificationEvent } from '../modules/authoring/authoring.types.js';
import type { ActivityEvent } from '../modules/monitor/activity.types.js';
import type { CommentActivity } from '../modules/community/community.types.js';
import type { AlertSignal } from '../modules/open-call/open-call.types.js';

/** Every subscription topic and its payload, in one place. */
export const Topic = {
  SystemMetrics: 'SYSTEM_METRICS',
  ActivityAdded: 'ACTIVITY_ADDED',
  CommentAdded: 'COMMENT_ADDED',
  NotificationAdded: 'NOTIFICATION_ADDED',
  /**
   * An API's status or address changed (after the commit): every gateway drops what it cached about
   * it. The hook for any per-gateway cache of API data (the open-call targets today, the catalogue
   * read cache when it lands): subscribe and invalidate.
   */
  ApiChanged: 'API_CHANGED',
  /** An account was disabled (after the commit): every gateway closes that user's websockets. */
  UserDisabled: 'USER_DISABLED',
  /** An interface alert was written (after its commit): the consoles' alert lists refresh. */
  AlertRaised: 'ALERT_RAISED',
  /** An API's plans or subscriptions changed (after the commit): every gateway's quota cache forgets them. */
  PlansChanged: 'PLANS_CHANGED',
} as const;

export type TopicPayloads = {
  [Topic.SystemMetrics]: [SystemMetrics];
  [Topic.ActivityAdded]: [ActivityEvent];
  /** Routed by API id: each detail page hears only its own API. */
  [Topic.CommentAdded]: [apiId: number, payload: CommentActivity];
  /** Routed by user id: each creator hears only their own. */
  [Topic.NotificationAdded]: [userId: number, payload: NotificationEvent];
  [Topic.ApiChanged]: [{ apiId: number }];
  [Topic.UserDisabled]: [{ userId: number }];
  [Topic.AlertRaised]: [AlertSignal];
  [Topic.PlansChanged]: [{ apiId: number }];
};

export type AppPubSub = ReturnType<typeof createPubSub<TopicPayloads>>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  /** Redis as these connections see it: 'not configured' without REDIS_URL. */
  redisState(): 'up' | 'down' | 'not configured';
  /** Redis commands (publish, subscribe, unsubscribe) that failed, e.g. during an outage. */
  failedCommands(): number;
  close(): Promise<void>;
}

type EventTargetLike = Parameters<typeof createPubSub>[0] extends infer C
  ? C extends { eventTarget?: infer T }
    ? NonNullable<T>
    : never
  : never;

/** Puts `prefix` before every channel name, so deployments (or test runs) sharing a Redis stay apart. */
function prefixed(target: EventTargetLike, prefix: string): EventTargetLike {
  if (!prefix) return target;
  return {
    addEventListener: (type, listener) => target.addEventListener(prefix + type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(prefix + type, listener),
    dispatchEvent: (event) =>
      target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: (event as CustomEvent).detail })),
  } as EventTargetLike;
}

/** In-process by default; with REDIS_URL, through Redis so several gateways share events. */
export function createAppPubSub(redisUrl?: string, prefix = ''): PubSubHandle {
  if (!redisUrl) {
    return {
      pubsub: createPubSub<TopicPayloads>(),
      redisState: () => 'not configured',
      failedCommands: () => 0,
      close: async () => {},
    };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // Reported by /readyz; ioredis reconnects by itself.
  publishClient.on('error', () => undefined);
  subscribeClient.on('error', () => undefined);
  let failed = 0;
  const eventTarget = prefixed(
    createRedisEventTarget({
      publishClient: guarded(publishClient, () => failed++),
      subscribeClient: guarded(subscribeClient, () => failed++),
    }),
    prefix,
  );
  return {
    pubsub: createPubSub<TopicPayloads>({ eventTarget }),
    redisState: () => (publishClient.status === 'ready' && subscribeClient.status === 'ready' ? 'up' : 'down'),
    failedCommands: () => failed,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * The client as the event target uses it, with its commands' failures handled: the event target
 * never awaits publish/subscribe/unsubscribe, so a rejection (Redis unreachable beyond ioredis's
 * retries) would be unhandled, and Node ends the process on that. An event published during an
 * outage is lost (pub/sub is best effort: every reader also works from the database); a channel
 * whose subscribe failed is subscribed again once the connection is ready, so it is not deaf after
 * the outage (ioredis re-subscribes only the channels that had succeeded).
 */
function guarded(client: Redis, onFailure: () => void): Redis {
  const publish = (channel: string, message: string) =>
    client.publish(channel, message).catch(() => {
      onFailure();
      return 0;
    });
  const subscribe = (channel: string): Promise<unknown> =>
    client.subscribe(channel).catch(() => {
      onFailure();
      client.once('ready', () => void subscribe(channel));
      return 0;
    });
  const unsubscribe = (channel: string) =>
    client.unsubscribe(channel).catch(() => {
      onFailure();
      return 0;
    });
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'publish') return publish;
      if (key === 'subscribe') return subscribe;
      if (key === 'unsubscribe') return unsubscribe;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
