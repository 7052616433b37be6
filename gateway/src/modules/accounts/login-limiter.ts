import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../core/errors.js';

const LOGIN_REDIS_TIMEOUT_MS = 500;

/**
 * Failed logins per account and IP: after `points` failures within the window, further attempts get 429
 * until the window ends. A success clears the counter. Redis-backed when REDIS_URL is set, so several
 * gateways share the count.
 */
export class LoginLimiter {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | undefined;

  constructor(
    private readonly points: number,
    seconds: number,
    redisUrl?: string,
    keyPrefix = 'login',
    /** REDIS_PREFIX: before every Redis key, so deployments sharing a Redis stay apart. */
    redisKeyPrefix = '',
  ) {
    if (redisUrl) {
      // A hung Redis must not hold a sign-in: each command has a deadline, then memory counts instead.
      this.redis = new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        keyPrefix: redisKeyPrefix,
        commandTimeout: LOGIN_REDIS_TIMEOUT_MS,
      });
      // Reported by /readyz; without a listener ioredis prints every failed reconnect.
      this.redis.on('error', () => undefined);
      this.limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix,
        points,
        duration: seconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
      });
    } else {
      this.limiter = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    }
  }

  private key(account: string, ip: string): string {
    return `${account.toLowerCase()}|${ip}`;
  }

  /** Throws 429 (with Retry-After) when the account+IP pair has used up its failures. */
  async check(account: string, ip: string): Promise<void> {
    const res = await this.limiter.get(this.key(account, ip));
    if (res && res.consumedPoints >= this.points) {
      throw tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
    }
  }

  async failure(account: string, ip: string): Promise<void> {
    try {
      await this.limiter.consume(this.key(account, ip));
    } catch (err) {
      // The failure that uses up the last point: the next attempt is refused by `check`.
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async success(account: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(account, ip));
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
