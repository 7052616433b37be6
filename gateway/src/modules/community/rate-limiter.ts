import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { CommunityLimits } from '../../config.js';
import { tooManyRequests } from '../../http/errors.js';

/**
 * Named limits (e.g. "comment:visitor") consumed per key. In memory by default; with REDIS_URL the
 * counters live in Redis so that several gateways share them, with memory as insurance when Redis is down.
 */
export class RateLimiters {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;

  constructor(limits: CommunityLimits, redisUrl?: string) {
    this.redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : undefined;
    // A refused Redis must not crash the process: the insurance limiter takes over.
    this.redis?.on('error', () => undefined);
    for (const [name, { points, seconds }] of Object.entries(limits)) {
      const keyPrefix = `rl:${name}`;
      const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
      this.limiters.set(
        name,
        this.redis
          ? new RateLimiterRedis({
              storeClient: this.redis,
              points,
              duration: seconds,
              keyPrefix,
              insuranceLimiter: memory,
            })
          : memory,
      );
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
      try {
        await limiter.consume(key, points);
      } catch (err) {
        if (err instanceof RateLimiterRes)
          throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
        throw err;
      }
    }
  }

  close(): void {
    this.redis?.disconnect();
  }
}
