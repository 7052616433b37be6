import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisLink, RedisLinks } from '../../core/redis-health.js';
import { tooManyRequests } from '../../core/errors.js';

/**
 * Sign-in attempts per account and IP, charged before the password is checked: after `points` attempts
 * that were not successes within the window, further attempts get 429 until the window ends. A success
 * clears the counter. Shared through Redis when REDIS_URL is set, so several gateways share the count;
 * the connection is one of the gateway's Redis links (REDIS_TIMEOUT_MS on every command, /readyz, one
 * outage line): a Redis that does not answer is not asked again until it answers a PING. This gateway
 * counts every attempt it sees in its memory too, always, and asks its memory first: its own count never
 * exceeds the shared one, so its refusal is one Redis would give, and when Redis goes away mid-window
 * (a command past its deadline under load) the attempts this gateway already charged still stand — the
 * memory is not a fresh budget (a burst of 40 under load got 10 password checks for a limit of 5).
 */
export class LoginLimiter {
  private readonly memory: RateLimiterMemory;
  private readonly redis: RateLimiterRedis | undefined;
  private readonly link: RedisLink | undefined;

  constructor(
    points: number,
    seconds: number,
    links: RedisLinks | undefined,
    keyPrefix = 'login',
    /** REDIS_PREFIX: before every Redis key, so deployments sharing a Redis stay apart. */
    redisKeyPrefix = '',
  ) {
    this.memory = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    this.link = links?.connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: redisKeyPrefix });
    if (this.link) this.redis = new RateLimiterRedis({ storeClient: this.link.client, keyPrefix, points, duration: seconds });
  }

  private key(account: string, ip: string): string {
    return `${account.toLowerCase()}|${ip}`;
  }

  /**
   * Runs `op` on this gateway's memory, then on Redis while it answers (a refusal from either is the
   * answer; memory first, so an attempt it refuses costs Redis nothing).
   */
  private async both<T>(op: (limiter: RateLimiterAbstract) => Promise<T>): Promise<void> {
    await op(this.memory);
    const link = this.link;
    if (!this.redis || !link?.up) return;
    try {
      await op(this.redis);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      link.failed(err);
    }
  }

  /**
   * Charges one attempt before the password is verified, atomically (one INCR in Redis, shared by every
   * gateway): a burst of parallel guesses gets at most `points` verifications, the rest 429 (with
   * Retry-After) at once, without a hash. A success gives the point back (`success`/`refund`).
   */
  async take(account: string, ip: string): Promise<void> {
    try {
      await this.both((l) => l.consume(this.key(account, ip)));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }

  /** Gives back the point `take` charged (an attempt that turned out not to be a failure). */
  async refund(account: string, ip: string): Promise<void> {
    await this.both((l) => l.reward(this.key(account, ip), 1));
  }

  async success(account: string, ip: string): Promise<void> {
    await this.both((l) => l.delete(this.key(account, ip)));
  }

  async close(): Promise<void> {
    this.link?.close();
  }
}
