import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/errors.js';

/**
 * Attack protection's per-IP counters, one limiter per calls-per-minute value. In memory by default;
 * with a Redis URL every gateway shares them (memory stays as insurance when Redis is down).
 */
export class IpRateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;

  constructor(redisUrl?: string) {
    if (redisUrl) {
      // Connected from the start: without an offline queue, a command sent while connecting would
      // fail over to the per-gateway insurance limiter.
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // A refused Redis must not crash the process: the insurance limiter takes over.
      this.redis.on('error', () => undefined);
    }
  }

  /** One call of `ip` to API `apiId`; past `perMinute` → TOO_MANY_REQUESTS with Retry-After. */
  async consume(apiId: number, ip: string, perMinute: number): Promise<void> {
    let limiter = this.limiters.get(perMinute);
    if (!limiter) this.limiters.set(perMinute, (limiter = this.make(perMinute)));
    try {
      await limiter.consume(`${apiId}|${ip}`);
    } catch (res) {
      if (res instanceof RateLimiterRes)
        throw tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      throw res;
    }
  }

  close(): void {
    this.redis?.disconnect();
  }

  private make(perMinute: number): RateLimiterAbstract {
    const keyPrefix = `rl:open:${perMinute}`;
    const memory = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      points: perMinute,
      duration: 60,
      keyPrefix,
      insuranceLimiter: memory,
    });
  }
}
