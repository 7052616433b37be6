import { createPubSub } from '@graphql-yoga/subscription';
import { randomUUID } from 'node:crypto';
import type { RedisLink, RedisLinks } from '../core/redis-health.js';
import type { CacheDep } from '../core/read-cache.js';
import type { SystemMetrics } from '../modules/monitor/metrics.types.js';
import type { NotificationEvent } from '../modules/authoring/authoring.types.js';
import type { ActivityEvent } from '../modules/monitor/activity.types.js';
import type { CommentActivity } from '../modules/community/community.types.js';
import type { AlertSignal, RecordedReceipts } from '../modules/open-call/open-call.types.js';

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
  /**
   * A batch of call records that held calls with a receipt (X-Call-Receipt) was committed: the
   * callers listening for those receipts read their API's figures again (no guess at the flush interval).
   */
  CallsRecorded: 'CALLS_RECORDED',
} as const;

export type TopicPayloads = {
  [Topic.SystemMetrics]: [SystemMetrics];
  [Topic.ActivityAdded]: [ActivityEvent];
  /** Routed by API id: each detail page hears only its own API. */
  [Topic.CommentAdded]: [apiId: number, payload: CommentActivity];
  /** Routed by user id: each creator hears only their own. */
  [Topic.NotificationAdded]: [userId: number, payload: NotificationEvent];
  /**
   * An API changed outside a request's tracked writes (or for every gateway's own caches): `touches` what
   * the read cache empties on every gateway (its `<f>.cache.ts` declaration); without it, the catalogue.
   */
  [Topic.ApiChanged]: [{ apiId: number; touches?: readonly CacheDep[] }];
  [Topic.UserDisabled]: [{ userId: number }];
  [Topic.AlertRaised]: [AlertSignal];
  [Topic.PlansChanged]: [{ apiId: number }];
  /** Routed by API id: each detail page hears only its own API. */
  [Topic.CallsRecorded]: [apiId: number, payload: RecordedReceipts];
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

/** In-process by default; with Redis, through Redis too so several gateways share events. */
export function createAppPubSub(redis?: RedisLinks, prefix = ''): PubSubHandle {
  const publisher = redis?.connect({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = redis?.connect({ maxRetriesPerRequest: 3 });
  if (!redis || !publisher || !subscriber) {
    return {
      pubsub: createPubSub<TopicPayloads>(),
      redisState: () => 'not configured',
      failedCommands: () => 0,
      close: async () => {},
    };
  }
  let failed = 0;
  const target = sharedEventTarget(publisher, subscriber, prefix, () => failed++);
  return {
    pubsub: createPubSub<TopicPayloads>({ eventTarget: target }),
    redisState: () => redis.state(),
    failedCommands: () => failed,
    close: async () => {
      publisher.close();
      subscriber.close();
    },
  };
}

/**
 * Events reach this gateway's own subscribers at once, in the process, whatever Redis does; through
 * Redis (channel = `prefix` + topic) they also reach the other gateways, which skip nothing but what
 * they published themselves (each message carries its gateway's id). Pub/sub is best effort: an
 * event published while Redis is away reaches only this gateway (every reader also works from the
 * database). A channel whose subscribe failed is subscribed again once the connection is up, so
 * it is not deaf after the outage (ioredis re-subscribes only the channels that had succeeded), and
 * no command's failure is left unhandled (Node ends the process on that).
 */
function sharedEventTarget(publisher: RedisLink, subscriber: RedisLink, prefix: string, onFailure: () => void): EventTargetLike {
  const origin = randomUUID();
  const local = new EventTarget();
  const listening = new Map<string, number>();
  const subscribe = (type: string): void => {
    subscriber.run((c) => c.subscribe(prefix + type)).catch(() => {
      onFailure();
      subscriber.whenUp(() => {
        if (listening.has(type)) subscribe(type);
      });
    });
  };
  subscriber.client.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    let parsed: { o?: string; d?: unknown };
    try {
      parsed = JSON.parse(message) as { o?: string; d?: unknown };
    } catch {
      return;
    }
    if (parsed.o === origin) return;
    local.dispatchEvent(new CustomEvent(channel.slice(prefix.length), { detail: parsed.d }));
  });
  return {
    addEventListener(type, listener) {
      if (!listener) return;
      local.addEventListener(type, listener as Parameters<EventTarget['addEventListener']>[1]);
      const n = listening.get(type) ?? 0;
      listening.set(type, n + 1);
      if (n === 0) subscribe(type);
    },
    removeEventListener(type, listener) {
      if (!listener) return;
      local.removeEventListener(type, listener as Parameters<EventTarget['addEventListener']>[1]);
      const n = (listening.get(type) ?? 0) - 1;
      if (n > 0) return void listening.set(type, n);
      listening.delete(type);
      subscriber.run((c) => c.unsubscribe(prefix + type)).catch(onFailure);
    },
    dispatchEvent(event) {
      const detail = (event as CustomEvent).detail as unknown;
      local.dispatchEvent(new CustomEvent(event.type, { detail }));
      if (publisher.up) {
        publisher.run((c) => c.publish(prefix + event.type, JSON.stringify({ o: origin, d: detail }))).catch(onFailure);
      } else onFailure();
      return true;
    },
  } as EventTargetLike;
}
