import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../core/errors.js';

const LOGIN_REDIS_TIMEOUT_MS = 500;

/**
 * Sign-in attempts per account and IP, charged before the password is checked: after `points` attempts
 * that were not successes within the window, further attempts get 429 until the window ends. A success
 * clears the counter. Redis-backed when REDIS_URL is set, so several
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

  /**
   * Charges one attempt before the password is verified, atomically (one INCR in Redis, shared by every
   * gateway): a burst of parallel guesses gets at most `points` verifications, the rest 429 (with
   * Retry-After) at once, without a hash. A success gives the point back (`success`/`refund`).
   */
  async take(account: string, ip: string): Promise<void> {
    try {
      await this.limiter.consume(this.key(account, ip));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }

  /** Gives back the point `take` charged (an attempt that turned out not to be a failure). */
  async refund(account: string, ip: string): Promise<void> {
    await this.limiter.reward(this.key(account, ip), 1);
  }

  async success(account: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(account, ip));
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
