import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { CommunityLimits } from '../config.js';
import { tooManyRequests } from './errors.js';
import type { RedisLink, RedisLinks } from './redis-health.js';

interface Limit {
  memory: RateLimiterMemory;
  redis?: RateLimiterRedis;
}

/**
 * Named limits (e.g. "comment:visitor") consumed per key. In memory by default; with REDIS_URL the
 * counters live in Redis so that several gateways share them. This gateway counts what it sees in its
 * memory too, always, and asks its memory first (its own count never exceeds the shared one, so its
 * refusal is one Redis would give); while Redis is down — refused, or a command unanswered past
 * REDIS_TIMEOUT_MS (a hung Redis) — that count alone decides, without asking Redis again until it
 * answers a PING. So an outage mid-window is not a fresh budget: what was charged here still stands.
 */
export class RateLimiters {
  private readonly limits = new Map<string, Limit>();
  private readonly link: RedisLink | undefined;

  /** `redisKeyPrefix` (REDIS_PREFIX) goes before every key, so deployments sharing a Redis stay apart. */
  constructor(limits: CommunityLimits, redis?: RedisLinks, redisKeyPrefix = '') {
    this.link = redis?.connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: redisKeyPrefix });
    for (const [name, { points, seconds }] of Object.entries(limits)) {
      this.limits.set(name, this.make(`rl:${name}`, points, seconds));
    }
  }

  /**
   * Takes `points` (default 1) from each (limit, key) pair; the first exhausted one →
   * TOO_MANY_REQUESTS (429).
   */
  async consume(pairs: Array<[name: keyof CommunityLimits, key: string, points?: number]>): Promise<void> {
    for (const [name, key, points = 1] of pairs) {
      const limit = this.limits.get(name);
      if (!limit) throw new Error(`unknown rate limit ${name}`);
      await this.take(limit, key, points);
    }
  }

  /**
   * A limit whose size is data rather than configuration (an API's attack protection): `perMinute`
   * calls per minute per key, one limiter per (family, size), sharing this connection.
   */
  async consumePerMinute(family: string, perMinute: number, key: string): Promise<void> {
    const name = `${family}:${perMinute}`;
    let limit = this.limits.get(name);
    if (!limit) this.limits.set(name, (limit = this.make(`rl:${name}`, perMinute, 60)));
    await this.take(limit, key, 1);
  }

  close(): void {
    this.link?.close();
  }

  private make(keyPrefix: string, points: number, seconds: number): Limit {
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
    if (!this.link) return { memory };
    return { memory, redis: new RateLimiterRedis({ storeClient: this.link.client, points, duration: seconds, keyPrefix }) };
  }

  private async take(limit: Limit, key: string, points: number): Promise<void> {
    await consume(limit.memory, key, points);
    const link = this.link;
    if (!limit.redis || !link?.up) return;
    try {
      await limit.redis.consume(key, points);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw refusal(err);
      // Redis refused or did not answer in time: this gateway's count decides until it answers again.
      link.failed(err);
    }
  }
}

const refusal = (res: RateLimiterRes) => tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

async function consume(limiter: RateLimiterAbstract, key: string, points: number): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw refusal(err);
    throw err;
  }
}
