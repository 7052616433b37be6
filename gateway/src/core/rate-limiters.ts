import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { CommunityLimits } from '../config.js';
import { tooManyRequests } from './errors.js';

/**
 * Named limits (e.g. "comment:visitor") consumed per key. In memory by default; with REDIS_URL the
 * counters live in Redis so that several gateways share them, with memory as insurance when Redis is down.
 */
export class RateLimiters {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;

  /** `redisKeyPrefix` (REDIS_PREFIX) goes before every key, so deployments sharing a Redis stay apart. */
  constructor(limits: CommunityLimits, redisUrl?: string, redisKeyPrefix = '') {
    this.redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: redisKeyPrefix })
      : undefined;
    // A refused Redis must not crash the process: the insurance limiter takes over.
    this.redis?.on('error', () => undefined);
    for (const [name, { points, seconds }] of Object.entries(limits)) {
      this.limiters.set(name, this.make(`rl:${name}`, points, seconds));
    }
  }

  /**
   * Takes `points` (default 1) from each (limit, key) pair; the first exhausted one →
   * TOO_MANY_REQUESTS (429).
   */
  async consume(pairs: Array<[name: keyof CommunityLimits, key: string, points?: number]>): Promise<void> {
    for (const [name, key, points = 1] of pairs) {
      const limiter = this.limiters.get(name);
      if (!limiter) throw new Error(`unknown rate limit ${name}`);
      await take(limiter, key, points);
    }
  }

  /**
   * A limit whose size is data rather than configuration (an API's attack protection): `perMinute`
   * calls per minute per key, one limiter per (family, size), sharing this connection.
   */
  async consumePerMinute(family: string, perMinute: number, key: string): Promise<void> {
    const name = `${family}:${perMinute}`;
    let limiter = this.limiters.get(name);
    if (!limiter) this.limiters.set(name, (limiter = this.make(`rl:${name}`, perMinute, 60)));
    await take(limiter, key, 1);
  }

  close(): void {
    this.redis?.disconnect();
  }

  private make(keyPrefix: string, points: number, seconds: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      points,
      duration: seconds,
      keyPrefix,
      insuranceLimiter: memory,
    });
  }
}

async function take(limiter: RateLimiterAbstract, key: string, points: number): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
}
