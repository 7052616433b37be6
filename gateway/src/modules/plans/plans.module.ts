import { RedisLinks } from '../../core/redis-health.js';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import { defineFeature } from '../../core/feature.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { PlanService } from './plan.service.js';
import { PlansResolver } from './plans.resolver.js';
import { plansRoutes } from './plans.routes.js';
import { QuotaService } from './quota.service.js';
import { SubscriptionService } from './subscription.service.js';
import { UsageMeter } from './usage-meter.js';
import { UsageService } from './usage.service.js';

export interface PlansServices {
  plans: PlanService;
  subscriptions: SubscriptionService;
  usage: UsageService;
  /** Quota counters of keyed open calls (Redis, or per gateway without it). */
  quota: QuotaService;
  /** The per-day usage roll-up's writer; `stop()` writes what is buffered. */
  usageMeter: UsageMeter;
}

/** Wires plans, subscriptions and metering; every gateway's quota cache follows PLANS_CHANGED. */
export function createPlansServices(config: Config, ds: DataSource, pubsub: AppPubSub, redis?: RedisLinks): PlansServices {
  const logError = (what: string) => (err: unknown) => {
    if (config.logLevel !== 'silent') console.error(`plans: ${what} failed`, err);
  };
  const usageMeter = new UsageMeter(ds, config.callFlushMs, logError('writing usage'));
  const usage = new UsageService(ds, pubsub);
  const quota = new QuotaService(ds, usageMeter, { redis: redis ?? (config.redisUrl ? new RedisLinks(config.redisUrl, config.redisTimeoutMs) : undefined), prefix: config.redisPrefix }, (crossing) => {
    usage.notifyCrossing(crossing).catch(logError('a quota warning'));
  });
  quota.follow(pubsub.subscribe(Topic.PlansChanged));
  return {
    plans: new PlanService(ds, quota, pubsub),
    subscriptions: new SubscriptionService(ds, quota, pubsub),
    usage,
    quota,
    usageMeter,
  };
}

export const plansFeature = defineFeature({
  name: 'plans',
  routes: [plansRoutes],
  resolvers: [PlansResolver],
});
